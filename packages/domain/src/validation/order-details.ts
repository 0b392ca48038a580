export const ORDER_DETAILS_TITLE = 'Please fill mandatory Order Details to complete your Booking!';

export function numberedList(items: readonly string[]): string[] {
  return items.map((item, index) => `${index + 1}. ${item}`);
}

/** The title followed by the numbered missing items, one a line; undefined when nothing is missing. */
export function orderDetailsMessage(missing: readonly string[]): string | undefined {
  if (missing.length === 0) return undefined;
  return [ORDER_DETAILS_TITLE, ...numberedList(missing)].join('\n');
}

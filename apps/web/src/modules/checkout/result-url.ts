/** Where the provider sends the customer back; the result page confirms what it brings. */
export function resultUrl(orderId: number, params: Record<string, string> = {}): string {
  const url = new URL('/checkout/result', window.location.origin);
  url.searchParams.set('order_id', String(orderId));
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

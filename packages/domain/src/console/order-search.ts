import { ATTENTION_QUEUES, type AttentionQueue } from './attention';

/**
 * The order list's filters once an operator searches: a search (an order id, a mobile, a name)
 * looks at every order, so the Today queue the list was opened on is dropped; what the operator
 * chose on the list itself (status, city, dates...) stays, and the list says so. Returns the
 * filters to apply and the queue dropped, if any.
 */
export function searchFilters<T extends { q?: unknown; attention?: unknown }>(
  filters: T,
): { filters: Omit<T, 'attention'> | T; dropped: AttentionQueue | null } {
  const searching = typeof filters.q === 'string' && filters.q.trim() !== '';
  if (!searching || filters.attention === undefined) return { filters, dropped: null };
  const { attention, ...rest } = filters;
  const dropped =
    typeof attention === 'string' && attention in ATTENTION_QUEUES ? (attention as AttentionQueue) : null;
  return { filters: rest, dropped };
}

/** The filters that apply, in words ("Status: Placed"), given each one's label and its value's name. */
export function filtersInWords(
  filters: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
  nameOf: (filter: string, value: unknown) => string = (_f, v) => String(v),
): string[] {
  return Object.entries(filters)
    .filter(([key, value]) => key !== 'q' && value !== undefined && value !== '' && value !== null)
    .map(([key, value]) => `${labels[key] ?? key}: ${nameOf(key, value)}`);
}

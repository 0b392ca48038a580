// A vendor's record on the console's vendors screen: how often they take what
// they are asked, and how fast they answer, from their booking requests.

/** Requests that count towards the acceptance rate: each one the vendor accepted, rejected or let lapse. */
export const DECIDED_REQUEST_STATUSES = ['accepted', 'rejected', 'timed_out'] as const;

/** Whole percent of decided requests accepted; null before any was decided. */
export function acceptanceRate(accepted: number, decided: number): number | null {
  if (decided <= 0) return null;
  return Math.round((accepted / decided) * 100);
}

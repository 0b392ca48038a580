/**
 * An average rating as every page shows it: one decimal (4.35 → 4.4); none yet (no reviews, a
 * database null) is 0. The database hands averages over as numeric strings.
 */
export function roundRating(average: number | string | null | undefined): number {
  if (average === null || average === undefined) return 0;
  return Math.round(Number(average) * 10) / 10;
}

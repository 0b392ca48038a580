import { validationError } from '../errors/domain-error';

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
export function groupIndianDigits(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw validationError({ amount: 'must be a whole number of rupees' });
  const digits = String(Math.abs(amount));
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
  return amount < 0 ? `-${grouped}` : grouped;
}

/** '₹1,23,456' (en-IN grouping, whole rupees, no decimals); negatives as '-₹500'. */
export function formatInr(amount: number): string {
  const grouped = groupIndianDigits(amount);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

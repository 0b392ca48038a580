import { DEFAULT_TIME_ZONE, formatDisplayDateTime, formatInr } from '@store/domain';

/** Money as the store writes it (₹2,297), instants in the store's time zone. */
export const rupees = (amount: number) => formatInr(amount);
export const when = (iso: string | null | undefined) =>
  iso ? formatDisplayDateTime(iso, DEFAULT_TIME_ZONE) : '';
export const words = (value: string) => value.replaceAll('_', ' ');

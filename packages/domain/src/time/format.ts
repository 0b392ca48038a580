import { parseClockTime } from './clock';

/** '18:30' -> '6:30 PM', '00:00' -> '12:00 AM', '12:05:00' -> '12:05 PM'. */
export function to12Hour(time: string): string {
  const { hour, minute } = parseClockTime(time);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

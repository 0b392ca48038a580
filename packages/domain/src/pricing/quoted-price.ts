import { validationError } from '../errors/domain-error';
import { formatInr } from '../format/inr';
import type { Rupees } from './money';

/**
 * The server prices every order itself; the amount the customer was shown comes back with the
 * order and must be the server's, or the order is refused naming the new price (a 400 on `amount`).
 */
export function assertQuotedPrice(serverPrice: Rupees, quoted: Rupees, what: 'booking' | 'add-ons'): void {
  if (serverPrice === quoted) return;
  const message = `The price is now ${formatInr(serverPrice)}, not ${formatInr(quoted)}. Please review your ${what}.`;
  throw validationError({ amount: message }, message);
}

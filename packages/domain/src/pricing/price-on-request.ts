import { DomainError } from '../errors/domain-error';
import { formatInr } from '../format/inr';

/** What the store shows in place of the price of an experience sold on request. */
export const PRICE_ON_REQUEST_LABEL = 'Price on request';

/** The price as a card or a suggestion shows it: rupees, or the words for one sold on request. */
export function shownPrice(item: { price: number; price_on_request: boolean }): string {
  return item.price_on_request ? PRICE_ON_REQUEST_LABEL : formatInr(item.price);
}

/**
 * An experience whose category sells on request has no price to quote: its team prices each
 * request after an enquiry. So neither a quote nor an order is made for it, whoever asks (a
 * customer, an agent's checkout, a reschedule); the refusal names `experience_id`.
 */
export function assertPriceQuotable(experience: { name: string; priceOnRequest: boolean }): void {
  if (!experience.priceOnRequest) return;
  const message = `${experience.name} is priced on request. Please send an enquiry instead.`;
  throw new DomainError('PRICE_ON_REQUEST', message, { experience_id: message });
}

import { DomainError } from '../errors/domain-error';

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

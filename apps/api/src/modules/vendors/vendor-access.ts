import { DomainError } from '@store/domain';
import { readVendorToken, type VendorToken } from '../links';
import type { LockedRequest } from './vendors.repository';

/** A vendor's link as the routes pass it on: the store's secret, the token, the city's time zone. */
export type VendorLink = { secret: string; token: string; timeZone: string };

/** A token the store did not sign, or of another request's window: a 400 naming the link. */
export const invalidLink = () =>
  new DomainError('VENDOR_LINK_INVALID', 'This booking request link is not valid.', {
    token: 'This booking request link is not valid.',
  });

/** The request and window a link's token names, when the store signed it; a 400 otherwise. */
export function checkedToken(secret: string, token: string): VendorToken {
  const read = readVendorToken(secret, token);
  if (!read) throw invalidLink();
  return read;
}

/** The token names this request and its window as it was signed; anything else is forged. */
export const sameWindow = (request: LockedRequest, token: VendorToken) =>
  request.answerBy.getTime() === token.expiresAt.getTime();

/** What a request's closed state says to its vendor (the response page and the day's steps). */
export const ANSWERED: Readonly<Record<string, string>> = {
  accepted: 'You accepted this booking.',
  rejected: 'You rejected this booking.',
  timed_out: 'The time to answer this request ran out: it went to another partner.',
  withdrawn: 'This booking is no longer open.',
};

import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { checkoutLink, checkoutLinkQuery, shareCheckoutBody, sharedCheckout } from '../orders';

/** The operations of apps/api/src/modules/checkouts, each declared once: the API registers them, the clients call them. */
export const checkoutsOperations = declareOperations({
  shareCheckout: {
    method: 'POST',
    path: '/v2/share-checkout',
    access: 'agent',
    tags: ['orders'],
    summary: 'Agents build a checkout for a customer: a link that holds its price until it expires',
    body: shareCheckoutBody,
    replies: { 200: successEnvelope(sharedCheckout) },
    errors: [
      'NOT_FOUND',
      'PINCODE_CITY_MISMATCH',
      'PINCODE_NOT_SERVICEABLE',
      'PRICE_ON_REQUEST',
      'UNKNOWN_CITY',
    ],
  },
  checkoutLink: {
    method: 'GET',
    path: '/v2/get-checkout-link',
    access: 'public',
    tags: ['orders'],
    summary: "An agent's checkout link: the draft at its locked price",
    query: checkoutLinkQuery,
    replies: { 200: successEnvelope(checkoutLink) },
    errors: ['LINK_USED', 'NOT_FOUND', 'RATE_LIMITED'],
  },
});

import { successEnvelope } from '../envelope';
import { orderNotifications } from '../notifications';
import { declareOperations } from '../operation';
import { cityQuery } from '../reviews';

/** The operations of apps/api/src/modules/notifications, each declared once: the API registers them, the clients call them. */
export const notificationsOperations = declareOperations({
  orderNotifications: {
    method: 'GET',
    path: '/v2/orders-notification',
    access: 'public',
    tags: ['site'],
    summary: 'Anonymised recent orders in the city (CITY header or city query), newest first',
    query: cityQuery,
    replies: { 200: successEnvelope(orderNotifications) },
    errors: ['UNKNOWN_CITY'],
  },
});

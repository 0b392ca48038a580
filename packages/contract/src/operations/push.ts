import { vapidPublicKey } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/push, each declared once: the API registers them, the clients call them. */
export const pushOperations = declareOperations({
  vapidPublicKey: {
    method: 'GET',
    path: '/v2/push/vapid-public-key',
    access: 'public',
    tags: ['accounts'],
    summary: 'The public VAPID key browsers subscribe to push messages with',
    replies: { 200: successEnvelope(vapidPublicKey) },
    errors: ['RATE_LIMITED'],
  },
});

import { pushMessageBody, pushReport } from '../../accounts';
import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';

/** The operations of apps/api/src/modules/console/push, each declared once: the API registers them, the clients call them. */
export const consolePushOperations = declareOperations({
  sendPush: {
    method: 'POST',
    path: '/admin/v1/push',
    access: 'console-ops',
    tags: ['console'],
    summary:
      'Sends a push message to every browser of a user, opening a path of the store; gone subscriptions are forgotten',
    body: pushMessageBody,
    replies: { 200: successEnvelope(pushReport) },
    errors: ['RATE_LIMITED'],
  },
});

import { pushMessageBody, pushReport, successEnvelope, vapidPublicKey } from '@store/contract';
import { OPERATOR_ROLES } from '@store/domain';
import type { AppContext } from '../../app-context';
import { authorize } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { pushToUser, vapidKeys } from './push.service';

export function pushRoutes({ app, db, clock, push }: AppContext): void {
  app.get(
    '/v2/push/vapid-public-key',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The public VAPID key browsers subscribe to push messages with',
        response: { 200: successEnvelope(vapidPublicKey) },
      },
    },
    async () => ok({ public_key: (await vapidKeys(db, push, clock())).publicKey }),
  );

  app.post(
    '/v2/push/send',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Operators send a push message to every browser of a user; gone subscriptions are forgotten',
        body: pushMessageBody,
        response: { 200: successEnvelope(pushReport) },
      },
      preValidation: authorize(db, clock, OPERATOR_ROLES),
    },
    async (request) => {
      const { user_id: userId, ...message } = request.body;
      return ok(await pushToUser(db, push, userId, message, clock()));
    },
  );
}

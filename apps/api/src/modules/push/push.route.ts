import { successEnvelope, vapidPublicKey } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { vapidKeys } from './push.service';

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
}

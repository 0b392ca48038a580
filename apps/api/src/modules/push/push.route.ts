import { pushOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { vapidKeys } from './push.service';

export function pushRoutes({ app, db, clock, push }: AppContext): void {
  route(app, pushOperations.vapidPublicKey, async () =>
    ok({ public_key: (await vapidKeys(db, push, clock())).publicKey }),
  );
}

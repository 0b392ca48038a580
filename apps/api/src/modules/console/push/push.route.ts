import { consolePushOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import { sendPush } from './push.service';

/** Operators send a push message to a customer's browsers from the console, audited. */
export function consolePushRoutes({ app, db, clock, push }: AppContext): void {
  route(app, consolePushOperations.sendPush, async (request) =>
    ok(await sendPush(db, push, operatorOf(request), request.body, clock())),
  );
}

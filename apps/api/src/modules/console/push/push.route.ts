import { pushMessageBody, pushReport, successEnvelope } from '@store/contract';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { operatorOf } from '../console-guard';
import { sendPush } from './push.service';

/** Operators send a push message to a customer's browsers from the console, audited. */
export function consolePushRoutes({ app, db, clock, push }: AppContext): void {
  app.post(
    '/push',
    {
      schema: {
        summary:
          'Sends a push message to every browser of a user, opening a path of the store; gone subscriptions are forgotten',
        body: pushMessageBody,
        response: { 200: successEnvelope(pushReport) },
      },
    },
    async (request) => ok(await sendPush(db, push, operatorOf(request), request.body, clock())),
  );
}

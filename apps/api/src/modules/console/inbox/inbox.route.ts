import { consoleInboxOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import { changeInboxStatus, listInbox } from './inbox.service';
import { replyToFeedback } from './reply.service';

/** The inbox: enquiries, forms and both kinds of feedback, each with a status; replies to feedback (any operator). */
export function inboxRoutes({ app, db, clock }: AppContext): void {
  route(app, consoleInboxOperations.inbox, async (request) => ok(await listInbox(db, request.query)));

  route(app, consoleInboxOperations.setInboxStatus, async (request) => {
    const changed = await changeInboxStatus(
      db,
      operatorOf(request),
      request.params,
      request.body.status,
      clock(),
    );
    return ok(changed, 'Status saved.');
  });

  route(app, consoleInboxOperations.replyToInbox, async (request) => {
    const sent = await replyToFeedback(db, operatorOf(request), request.params, request.body, clock());
    return ok(sent, 'Reply sent.');
  });
}

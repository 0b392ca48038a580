import { successEnvelope } from '@store/contract';
import {
  inboxItemParams,
  inboxList,
  inboxListQuery,
  inboxStatusBody,
  inboxStatusSet,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { operatorOf } from '../console-guard';
import { changeInboxStatus, listInbox } from './inbox.service';

/** The inbox: enquiries, requirement forms, contact messages and feedback, each with a status (any operator). */
export function inboxRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/inbox',
    {
      schema: {
        summary: 'Enquiries, requirement forms, contact messages and feedback, newest first',
        querystring: inboxListQuery,
        response: { 200: successEnvelope(inboxList) },
      },
    },
    async (request) => ok(await listInbox(db, request.query)),
  );

  app.put(
    '/inbox/:source/:id/status',
    {
      schema: {
        summary: "Sets an inbox item's status: new, in progress or done",
        params: inboxItemParams,
        body: inboxStatusBody,
        response: { 200: successEnvelope(inboxStatusSet) },
      },
    },
    async (request) => {
      const changed = await changeInboxStatus(
        db,
        operatorOf(request),
        request.params,
        request.body.status,
        clock(),
      );
      return ok(changed, 'Status saved.');
    },
  );
}

import { successEnvelope } from '@store/contract';
import { auditList, auditListQuery } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { listAudit } from './audit.service';

/** The console's audit, searchable by who, what, order, subject, text and days. */
export function auditRoutes({ app, db }: AppContext): void {
  app.get(
    '/audit',
    {
      schema: {
        summary: 'Console actions, newest first: who, what, on what, before and after, when',
        querystring: auditListQuery,
        response: { 200: successEnvelope(auditList) },
      },
    },
    async (request) => ok(await listAudit(db, request.query)),
  );
}

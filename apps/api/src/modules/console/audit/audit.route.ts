import { consoleAuditOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { listAudit } from './audit.service';

/** The console's audit, searchable by who, what, order, subject, text and days. */
export function auditRoutes({ app, db }: AppContext): void {
  route(app, consoleAuditOperations.audit, async (request) => ok(await listAudit(db, request.query)));
}

import { profileOperations } from '@store/contract';
import { ACCOUNT_DELETED } from '@store/domain';
import type { AppContext } from '../../app-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { codeDelivery } from '../accounts';
import { deleteAccount, exportData, sendDeletionCode } from './your-data.service';

/** A copy of the customer's data, and erasure of their account. */
export function yourDataRoutes(ctx: AppContext): void {
  const { app, db, clock, files } = ctx;
  const sms = codeDelivery(ctx);

  route(app, profileOperations.exportData, async (request, reply) => {
    const { userId } = authorizedUser(request);
    reply.header('cache-control', 'no-store');
    return ok(await exportData(db, userId, clock()));
  });

  route(app, profileOperations.deletionCode, async (request) => {
    const requester = { ip: request.ip, now: clock() };
    const sent = await sendDeletionCode(db, authorizedUser(request), requester, sms);
    return ok(sent, sent.success_message);
  });

  route(app, profileOperations.deleteAccount, async (request) => {
    await deleteAccount(db, files, authorizedUser(request), request.body, {
      ip: request.ip,
      now: clock(),
    });
    return ok({}, ACCOUNT_DELETED);
  });
}

import { dataExport, deleteAccountBody, emptyResult, successEnvelope } from '@store/contract';
import { ACCOUNT_DELETED } from '@store/domain';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { deleteAccount, exportData } from './your-data.service';

const tags = ['profile'];

/** A copy of the customer's data, and erasure of their account. */
export function yourDataRoutes({ app, db, clock, files }: AppContext): void {
  const preValidation = authorize(db, clock, SIGNED_IN);

  app.get(
    '/v2/user/export',
    {
      schema: {
        tags,
        summary:
          'Everything the store keeps about the customer (profile, addresses, dates, wishlist, orders, wallet, vouchers, referrals) as one JSON document',
        response: { 200: successEnvelope(dataExport) },
      },
      preValidation,
    },
    async (request, reply) => {
      const { userId } = authorizedUser(request);
      reply.header('cache-control', 'no-store');
      return ok(await exportData(db, userId, clock()));
    },
  );

  app.post(
    '/v2/user/delete_account',
    {
      schema: {
        tags,
        summary:
          'Deletes the account: personal data erased, every session ended, orders kept anonymised for accounting',
        body: deleteAccountBody,
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation,
    },
    async (request) => {
      await deleteAccount(db, files, authorizedUser(request), request.body, {
        ip: request.ip,
        now: clock(),
      });
      return ok({}, ACCOUNT_DELETED);
    },
  );
}

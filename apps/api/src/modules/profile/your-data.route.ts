import { dataExport, deleteAccountBody, emptyResult, otpSent, successEnvelope } from '@store/contract';
import { ACCOUNT_DELETED } from '@store/domain';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { codeDelivery } from '../accounts';
import { deleteAccount, exportData, sendDeletionCode } from './your-data.service';

const tags = ['profile'];

/** A copy of the customer's data, and erasure of their account. */
export function yourDataRoutes(ctx: AppContext): void {
  const { app, db, clock, files } = ctx;
  const preValidation = authorize(db, clock, SIGNED_IN);
  const sms = codeDelivery(ctx);

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
    '/v2/user/delete_account/send_otp',
    {
      schema: {
        tags,
        summary: "Texts a code to the account's own mobile, which deleting the account asks for",
        response: { 200: successEnvelope(otpSent) },
      },
      preValidation,
    },
    async (request) => {
      const requester = { ip: request.ip, now: clock() };
      const sent = await sendDeletionCode(db, authorizedUser(request), requester, sms);
      return ok(sent, sent.success_message);
    },
  );

  app.post(
    '/v2/user/delete_account',
    {
      schema: {
        tags,
        summary:
          'Deletes the account with the code texted to its mobile: personal data erased, every session ended, orders kept anonymised for accounting',
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

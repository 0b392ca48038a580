import { idParams, successEnvelope } from '@store/contract';
import { personDetail, walletAdjustmentBody, walletList, walletListQuery } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { operatorOf } from '../console-guard';
import { adjustWallet, personDetail as detailOf, walletOf } from './wallet.service';

/** A customer's page: who they are, their wallet and its ledger, a manual credit or debit (any operator). */
export function walletRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/people/:id',
    {
      schema: {
        summary: 'One person, with their wallet balance and order count',
        params: idParams,
        response: { 200: successEnvelope(personDetail) },
      },
    },
    async (request) => ok(await detailOf(db, request.params.id)),
  );

  app.get(
    '/people/:id/wallet',
    {
      schema: {
        summary: "A customer's wallet ledger, newest first, with the balance after each row",
        params: idParams,
        querystring: walletListQuery,
        response: { 200: successEnvelope(walletList) },
      },
    },
    async (request) => ok(await walletOf(db, request.params.id, request.query)),
  );

  app.post(
    '/people/:id/wallet',
    {
      schema: {
        summary: "Credits or debits a customer's wallet with a reason (never below zero)",
        params: idParams,
        body: walletAdjustmentBody,
        response: { 200: successEnvelope(personDetail) },
      },
    },
    async (request) => {
      const changed = await adjustWallet(db, operatorOf(request), request.params.id, request.body, clock());
      return ok(changed, request.body.kind === 'credit' ? 'Wallet credited.' : 'Wallet debited.');
    },
  );
}

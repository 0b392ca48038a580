import { idParams, successEnvelope } from '@store/contract';
import {
  personDetail,
  walletAdjustmentBody,
  walletCredit,
  walletCreditList,
  walletList,
  walletListQuery,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import {
  adjustWallet,
  decideCredit,
  personDetail as detailOf,
  pendingCredits,
  walletOf,
} from './wallet.service';

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
        summary:
          "Credits or debits a customer's wallet with a reason (never below zero); a credit above the operator's cap waits for an admin (202)",
        params: idParams,
        body: walletAdjustmentBody,
        response: { 200: successEnvelope(personDetail), 202: successEnvelope(walletCredit) },
      },
    },
    async (request, reply) => {
      const change = await adjustWallet(db, operatorOf(request), request.params.id, request.body, clock());
      if ('pending' in change) {
        reply.code(202);
        return ok(change.pending, 'Above your cap: the credit waits for an admin to approve it.');
      }
      return ok(change.done, request.body.kind === 'credit' ? 'Wallet credited.' : 'Wallet debited.');
    },
  );

  app.get(
    '/wallet-credits',
    {
      schema: {
        summary: "Wallet credits above an operator's cap, waiting for an admin, oldest first",
        response: { 200: successEnvelope(walletCreditList) },
      },
    },
    async () => ok(await pendingCredits(db)),
  );

  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/wallet-credits/:id/${verb}`,
      {
        config: ADMIN_ONLY,
        schema: {
          summary: `An admin other than the one who asked ${verb}s a pending wallet credit (admins)`,
          params: idParams,
          response: { 200: successEnvelope(walletCredit) },
        },
      },
      async (request) =>
        ok(
          await decideCredit(db, operatorOf(request), request.params.id, decision, clock()),
          decision === 'approved' ? 'Credit approved and paid.' : 'Credit declined.',
        ),
    );
  }
}

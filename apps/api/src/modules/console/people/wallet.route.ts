import { consolePeopleOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import {
  adjustWallet,
  decideCredit,
  personDetail as detailOf,
  pendingCredits,
  walletOf,
} from './wallet.service';

/** A customer's page: who they are, their wallet and its ledger, a manual credit or debit (any operator). */
export function walletRoutes({ app, db, clock }: AppContext): void {
  route(app, consolePeopleOperations.person, async (request) => ok(await detailOf(db, request.params.id)));

  route(app, consolePeopleOperations.wallet, async (request) =>
    ok(await walletOf(db, request.params.id, request.query)),
  );

  route(app, consolePeopleOperations.adjustWallet, async (request, reply) => {
    const change = await adjustWallet(db, operatorOf(request), request.params.id, request.body, clock());
    if ('pending' in change) {
      reply.code(202);
      return ok(change.pending, 'Above your cap: the credit waits for an admin to approve it.');
    }
    return ok(change.done, request.body.kind === 'credit' ? 'Wallet credited.' : 'Wallet debited.');
  });

  route(app, consolePeopleOperations.walletCredits, async () => ok(await pendingCredits(db)));

  for (const [operation, decision] of [
    [consolePeopleOperations.approveWalletCredit, 'approved'],
    [consolePeopleOperations.declineWalletCredit, 'declined'],
  ] as const) {
    route(app, operation, async (request) =>
      ok(
        await decideCredit(db, operatorOf(request), request.params.id, decision, clock()),
        decision === 'approved' ? 'Credit approved and paid.' : 'Credit declined.',
      ),
    );
  }
}

import { payoutsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { vendorStatementsByLink } from './statements.service';

/** The vendor's statements page's call: no session, the signed token of their link is the credential. */
export function payoutsRoutes({ app, db, clock, linkSecret }: AppContext): void {
  route(app, payoutsOperations.vendorStatements, async (request) =>
    ok(await vendorStatementsByLink(db, { secret: linkSecret, token: request.query.token }, clock())),
  );
}

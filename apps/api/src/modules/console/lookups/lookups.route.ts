import { consoleLookupsOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { lookupNames } from './lookups.repository';

/** The names the console's filters offer (a few hundred rows: read once per page load). */
export function lookupsRoutes({ app, db }: AppContext): void {
  route(app, consoleLookupsOperations.lookups, async () => ok(await lookupNames(db)));
}

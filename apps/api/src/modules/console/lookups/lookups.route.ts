import { successEnvelope } from '@store/contract';
import { consoleLookups } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { lookupNames } from './lookups.repository';

/** The names the console's filters offer (a few hundred rows: read once per page load). */
export function lookupsRoutes({ app, db }: AppContext): void {
  app.get(
    '/lookups',
    {
      schema: {
        summary: 'Cities, experiences and vendors by name, for the filters',
        response: { 200: successEnvelope(consoleLookups) },
      },
    },
    async () => ok(await lookupNames(db)),
  );
}

import type { ApiModule } from '../../app-context';
import { payoutsJobs } from './jobs';
import { payoutsRoutes } from './payouts.route';

export type { BuildReport } from './build-statements.service';
export { buildStatements } from './build-statements.service';
export type { Payment } from './statements.service';
export { listStatements, markPaid, setCommission, statementDetail } from './statements.service';

/** Vendors' payouts: commissions, weekly statements and their lines, the vendor's statements link. */
export const payoutsModule: ApiModule = {
  name: 'payouts',
  routes: [payoutsRoutes],
  jobs: payoutsJobs,
};

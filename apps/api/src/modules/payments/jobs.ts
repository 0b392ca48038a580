import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { reconcilePayments } from './settlement/reconcile.service';

/** Payments whose browser never came back are asked about. */
export const paymentsJobs: ModuleJobs = ({ db, provider, paytm, clock, log, schedules }) => [
  {
    name: JOB_NAMES.reconcilePayments,
    cron: schedules.reconcilePayments,
    retryLimit: 2,
    retryDelaySeconds: 10,
    run: async () => {
      const report = await reconcilePayments(db, provider, clock(), { log, paytm });
      if (report.settled > 0) log.info(report, 'settled payments whose browser never came back');
    },
  },
];

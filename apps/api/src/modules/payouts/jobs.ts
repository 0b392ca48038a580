import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { buildStatementsOnce } from './build-statements.service';

/** Vendors' statements brought up to date: one process at a time, the time from the clock. */
export const payoutsJobs: ModuleJobs = ({ db, clock, log, schedules }) => [
  {
    // A pass that fails is simply the next one's: each line is its own transaction.
    name: JOB_NAMES.buildPayouts,
    cron: schedules.buildPayouts,
    retryLimit: 0,
    retryDelaySeconds: 5,
    run: async () => {
      const report = await buildStatementsOnce(db, clock());
      if (report.orderLines + report.refundLines > 0)
        log.info(report, 'payout statements brought up to date');
    },
  },
];

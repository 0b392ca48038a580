import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { payDueRefunds } from './pay-refunds.service';

export const refundsJobs: ModuleJobs = ({ db, provider, clock, log, schedules }) => [
  {
    // Each refund keeps its own tries and back-off on its row: a provider outage only delays it.
    name: JOB_NAMES.payRefunds,
    cron: schedules.payRefunds,
    retryLimit: 0,
    retryDelaySeconds: 10,
    run: async () => {
      const report = await payDueRefunds(db, provider, clock(), { log });
      if (Object.values(report).some((count) => count > 0)) log.info(report, 'paid refunds');
    },
  },
];

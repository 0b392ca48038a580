import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { releaseExpiredHolds } from './holds.service';

/** Unpaid orders give their places back when their hold runs out, even if nobody books that slot. */
export const orderCoreJobs: ModuleJobs = ({ db, clock, log, schedules }) => [
  {
    name: JOB_NAMES.releaseHolds,
    cron: schedules.releaseHolds,
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: async () => {
      const released = await releaseExpiredHolds(db, clock());
      if (released > 0) log.info({ released }, 'released expired payment holds');
    },
  },
];

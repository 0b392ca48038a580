import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { purgeExpiredRecords } from './retention.service';

export const retentionJobs: ModuleJobs = ({ db, clock, log, schedules }) => [
  {
    name: JOB_NAMES.purgeExpired,
    cron: schedules.purgeExpired,
    retryLimit: 2,
    retryDelaySeconds: 300,
    run: async () => {
      const purged = await purgeExpiredRecords(db, clock());
      if (Object.values(purged).some((n) => n > 0))
        log.info(purged, 'purged records past their keeping time');
    },
  },
];

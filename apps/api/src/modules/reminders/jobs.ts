import { DEFAULT_TIME_ZONE } from '@store/domain';
import type { ModuleJobs } from '../../app-context';
import { asOf, JOB_NAMES } from '../jobs';
import { messagesDue } from '../signals';
import { queueDueReminders } from './reminders.service';

/** Reminders of booked slots queued as they come due; the delivery job sends them. */
export const remindersJobs: ModuleJobs = ({ db, clock, log, schedules }) => [
  {
    // A pass that fails is simply the next one's: a reminder is queued once, whichever pass does it.
    name: JOB_NAMES.slotReminders,
    cron: schedules.slotReminders,
    retryLimit: 0,
    retryDelaySeconds: 5,
    run: async (data) => {
      const queued = await queueDueReminders(db, asOf(data) ?? clock(), DEFAULT_TIME_ZONE);
      if (queued > 0) log.info({ queued }, 'queued slot reminders');
      if (queued > 0) messagesDue();
    },
  },
];

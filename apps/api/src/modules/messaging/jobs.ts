import { DEFAULT_TIME_ZONE, OCCASION_REMINDER_DAYS } from '@store/domain';
import type { ModuleJobs } from '../../app-context';
import { asOf, JOB_NAMES } from '../jobs';
import { messagesDue } from '../signals';
import { deliverDueMessages } from './deliver.service';
import { remindOccasions } from './occasion-reminders.service';

/** The customers' messages are sent, and saved occasions reminded (that only queues messages). */
export const messagingJobs: ModuleJobs = (deps) => {
  const { db, clock, log, schedules } = deps;
  return [
    {
      // Each message keeps its own tries on its row; the job itself is not retried.
      name: JOB_NAMES.deliverMessages,
      cron: schedules.deliverMessages,
      retryLimit: 0,
      retryDelaySeconds: 5,
      run: async () => {
        const report = await deliverDueMessages(
          db,
          { ...deps.channels, sms: deps.sms, storeUrl: deps.storeUrl, linkSecret: deps.linkSecret },
          clock(),
        );
        if (report.sent + report.failed + (report.skipped ?? 0) + (report.deferred ?? 0) > 0)
          log.info(report, 'sent customer messages');
      },
    },
    {
      name: JOB_NAMES.occasionReminders,
      cron: schedules.occasionReminders,
      retryLimit: 2,
      retryDelaySeconds: 60,
      run: async (data) => {
        const days = deps.occasionReminderDays ?? OCCASION_REMINDER_DAYS;
        const reminding = { storeUrl: deps.storeUrl, days, timeZone: DEFAULT_TIME_ZONE };
        const now = clock();
        const queued = await remindOccasions(db, reminding, asOf(data) ?? now, now);
        if (queued > 0) log.info({ queued }, 'queued occasion reminders');
        // Delivered now, not at the delivery job's next tick.
        if (queued > 0) messagesDue();
      },
    },
  ];
};

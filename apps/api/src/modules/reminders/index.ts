import type { ApiModule } from '../../app-context';
import { remindersJobs } from './jobs';

/** Reminders of booked slots: the customer's the day before and two hours before, the vendor's the evening before. */
export const remindersModule: ApiModule = {
  name: 'reminders',
  jobs: remindersJobs,
};

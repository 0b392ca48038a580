import { DEFAULT_TIME_ZONE } from '@store/domain';
import type { ModuleJobs } from '../../app-context';
import { JOB_NAMES } from '../jobs';
import { chaseUnansweredQuestions } from './chase-questions.service';

export const bookingQuestionsJobs: ModuleJobs = ({ db, clock, log, schedules }) => [
  {
    // Queues chases only; the delivery job sends them. A pass that fails is simply the next one's.
    name: JOB_NAMES.chaseQuestions,
    cron: schedules.chaseQuestions,
    retryLimit: 0,
    retryDelaySeconds: 5,
    run: async () => {
      const queued = await chaseUnansweredQuestions(db, clock(), DEFAULT_TIME_ZONE);
      if (queued > 0) log.info({ queued }, 'chased unanswered booking questions');
    },
  },
];

import type { ApiModule } from '../../app-context';
import { devJobsRoutes } from './dev-jobs.route';

export type { JobDefinition } from './job-queue';
export { startJobQueue } from './job-queue';
export { runWhenAsked } from './run-now';
export type { JobLog, JobSchedules } from './store-jobs';
export { asOf, deliverWhenDue, dispatchWhenReady, JOB_NAMES } from './store-jobs';

export const jobsModule: ApiModule = {
  name: 'jobs',
  routes: [devJobsRoutes],
};

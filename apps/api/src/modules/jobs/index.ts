export { devJobsRoutes } from './dev-jobs.route';
export { startJobQueue } from './job-queue';
export { runWhenAsked } from './run-now';
export { deliverWhenDue, dispatchWhenReady, storeJobs } from './store-jobs';

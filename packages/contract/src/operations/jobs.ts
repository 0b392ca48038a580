import { devJobBody, devJobParams, devJobQueued } from '../accounts';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/jobs, each declared once: the API registers them, the clients call them. */
export const jobsOperations = declareOperations({
  runJob: {
    method: 'POST',
    path: '/dev/jobs/:name',
    access: 'development',
    tags: ['development'],
    summary:
      "Runs one of the API's jobs now, e.g. remind-occasions, optionally as of another moment (absent in production)",
    params: devJobParams,
    body: devJobBody,
    replies: { 200: successEnvelope(devJobQueued) },
    errors: ['NOT_FOUND'],
  },
});

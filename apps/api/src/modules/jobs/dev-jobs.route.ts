import { jobsOperations } from '@store/contract';
import { DomainError } from '@store/domain';
import type { AppContext } from '../../app-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { askToRunNow } from './run-now';
import { JOB_NAMES } from './store-jobs';

const KNOWN_JOBS = new Set<string>(Object.values(JOB_NAMES));

/**
 * Development only: runs one of the API's jobs now rather than at its schedule's next tick. The
 * daily ones (occasion reminders at 10:00) otherwise cannot be seen in a demo or a journey.
 */
export function devJobsRoutes({ app, devEndpoints }: AppContext): void {
  if (!devEndpoints) return;
  route(app, jobsOperations.runJob, async (request) => {
    const { name } = request.params;
    if (!KNOWN_JOBS.has(name)) throw new DomainError('NOT_FOUND', `There is no job named ${name}`);
    // False when no queue listens (a process started without one, as some tests build the app).
    const at = request.body?.at;
    return ok({ job: name, queued: askToRunNow(name, at ? { at } : {}) });
  });
}

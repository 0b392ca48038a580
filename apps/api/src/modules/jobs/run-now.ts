import { EventEmitter } from 'node:events';

/**
 * Asks the process's job queue to run a job now instead of at its schedule's next tick. The queue
 * starts after the routes are declared (main.ts), so a route cannot hold it: it says what it wants
 * here, and main.ts passes it on. Used by the development endpoint that runs a daily job (the
 * occasion reminders) on demand, for the demo and the browser journeys.
 */
const signal = new EventEmitter();

/** The job's data: `at` makes a job that reads the time take that moment as now (JobTime). */
export type RunNowData = { at?: string };

export function askToRunNow(job: string, data: RunNowData = {}): boolean {
  return signal.emit('run', job, data);
}

/** Passes each request on to the queue; returns the function that stops it. */
export function runWhenAsked(
  queue: { send(name: string, data: object): Promise<unknown> },
  onError: (error: unknown) => void,
): () => void {
  const listener = (job: string, data: RunNowData) => void queue.send(job, data).catch(onError);
  signal.on('run', listener);
  return () => void signal.off('run', listener);
}

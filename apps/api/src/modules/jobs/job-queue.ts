import type { Database } from '@store/db';
import PgBoss from 'pg-boss';

/** A job's handler: the job's data in, nothing out; a throw fails the try and the queue retries. */
export type JobHandler = (data: unknown) => Promise<void>;

export type JobDefinition = {
  name: string;
  run: JobHandler;
  /**
   * Tries after the first (retried with back-off on provider failure: docs/architecture.md,
   * "Background jobs and leases").
   */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySeconds: number;
  /** A cron expression in the store's time zone, when the job also runs on a schedule. */
  cron?: string | undefined;
};

export type JobQueueOptions = {
  database: Database;
  jobs: readonly JobDefinition[];
  timeZone: string;
  /** How often an idle worker asks for work. */
  pollSeconds?: number;
  onError(error: unknown, context: { job?: string }): void;
};

export type JobQueue = {
  /** Adds a job; a `key` that is already waiting or running adds nothing (null then). */
  send(name: string, data: object, options?: { key?: string; startAfter?: Date }): Promise<string | null>;
  stop(): Promise<void>;
  /** Jobs waiting to run (created or waiting to retry) per queue: the metrics endpoint's queue depth. */
  waiting(): Promise<Record<string, number>>;
  /** The library's own handle, for tests and the operator console's views. */
  boss: PgBoss;
};

const SCHEMA = 'pgboss';

/**
 * Everything that runs later or again, on PostgreSQL itself (pg-boss: SKIP LOCKED fetches, so
 * several API processes share the work and a job runs once; its cron schedules are kept in the
 * database and sent once per tick whichever process sends them). It runs on the embedded PGlite
 * database as on a server, through the database's raw SQL: no second connection pool.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: options.database.executeSql },
    schema: SCHEMA,
    // The job tables and their upkeep (archiving, expiring stuck jobs) come with the library.
    migrate: true,
    supervise: true,
    schedule: options.jobs.some((job) => job.cron),
  });
  boss.on('error', (error) => options.onError(error, {}));
  await boss.start();

  for (const job of options.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      // One waiting or running job per key (a schedule's tick, a message per order and kind).
      policy: 'stately',
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
    });
    // createQueue keeps an existing queue's settings; a changed retry rule must reach it too.
    await boss.updateQueue(job.name, {
      name: job.name,
      policy: 'stately',
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
    });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 2 }, async (batch) => {
      for (const item of batch) {
        try {
          await job.run(item.data);
        } catch (error) {
          options.onError(error, { job: job.name });
          throw error;
        }
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: options.timeZone });
    else await boss.unschedule(job.name);
  }

  return {
    boss,
    send: (name, data, send = {}) =>
      boss.send(name, data, {
        ...(send.key && { singletonKey: send.key }),
        ...(send.startAfter && { startAfter: send.startAfter }),
      }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
    waiting: async () => {
      const depths: Record<string, number> = {};
      for (const job of options.jobs) depths[job.name] = (await boss.getQueueSize(job.name)) ?? 0;
      return depths;
    },
  };
}

import { devJobQueued, errorEnvelope, successEnvelope } from '@store/contract';
import { type Database, openDatabase, schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeJobs } from '../../src/modules/all-modules';
import { deliverWhenDue, JOB_NAMES } from '../../src/modules/jobs';
import { type JobDefinition, type JobQueue, startJobQueue } from '../../src/modules/jobs/job-queue';
import { runWhenAsked } from '../../src/modules/jobs/run-now';
import { DEVELOPMENT_LINK_SECRET } from '../../src/modules/links/tracking-link';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { withDatabase } from '../support/template';
import { useTestApp } from '../support/test-app';

// The job queue (pg-boss) on the same database as the store, PGlite and PostgreSQL alike:
// each job runs once however many workers ask, a failing one is tried again after a pause,
// and the store's sweeps run from it on the schedules of configuration with the injected clock.

const quiet = { info: () => undefined, error: () => undefined };
const running: JobQueue[] = [];
const extraDatabases: Database[] = [];

afterEach(async () => {
  for (const queue of running.splice(0)) await queue.stop();
  for (const database of extraDatabases.splice(0)) await database.close();
});

async function queueOn(database: Database, jobs: JobDefinition[], errors: unknown[] = []) {
  const queue = await startJobQueue({
    database,
    jobs,
    timeZone: 'Asia/Kolkata',
    pollSeconds: 0.5,
    onError: (error) => void errors.push(error),
  });
  running.push(queue);
  return queue;
}

/** Asks until `done` holds, for at most `ms`: the queue works on its own time. */
async function eventually(done: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('the queue did not get there in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue', () => {
  const t = useTestApp();

  it('runs each of 30 jobs exactly once with two workers on one database', async () => {
    // Two API processes on PostgreSQL: two connection pools. PGlite has one connection, so there the
    // two workers share it (the queue's SKIP LOCKED fetch is what keeps them apart either way).
    const adminUrl = inject('postgresAdminUrl');
    const second = adminUrl ? await openDatabase({ url: withDatabase(adminUrl, t().databaseName) }) : null;
    if (second) extraDatabases.push(second);
    const seen: { worker: string; n: number }[] = [];
    const job = (worker: string): JobDefinition => ({
      name: 'count',
      retryLimit: 0,
      retryDelaySeconds: 1,
      run: async (data) => {
        seen.push({ worker, n: (data as { n: number }).n });
      },
    });
    const first = await queueOn(t().database, [job('a')]);
    await queueOn(second ?? t().database, [job('b')]);
    for (let n = 0; n < 30; n++) expect(await first.send('count', { n }, { key: `n${n}` })).not.toBeNull();

    await eventually(() => seen.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a duplicate would show by now
    expect(seen.map((s) => s.n).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
  });

  it('adds nothing for a key already waiting, so one thing is not done twice', async () => {
    let runs = 0;
    const queue = await queueOn(t().database, [
      {
        name: 'once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await queue.boss.stop({ graceful: false, wait: true }); // nobody works it: both sends wait
    running.splice(running.indexOf(queue), 1);
    const restarted = await queueOn(t().database, []);
    expect(await restarted.send('once', { a: 1 }, { key: 'order-7-placed' })).not.toBeNull();
    expect(await restarted.send('once', { a: 1 }, { key: 'order-7-placed' })).toBeNull();
    expect(await restarted.send('once', { a: 1 }, { key: 'order-8-placed' })).not.toBeNull();
    expect(runs).toBe(0);
  });

  it('tries a failing job again after a pause, then records it done', async () => {
    const tries: number[] = [];
    const errors: unknown[] = [];
    const queue = await queueOn(
      t().database,
      [
        {
          name: 'flaky',
          retryLimit: 3,
          retryDelaySeconds: 1,
          run: async () => {
            tries.push(Date.now());
            if (tries.length < 2) throw new Error('the provider is down');
          },
        },
      ],
      errors,
    );
    const id = (await queue.send('flaky', {}, { key: 'flaky-1' })) ?? '';
    await eventually(async () => (await queue.boss.getJobById('flaky', id))?.state === 'completed');
    const job = await queue.boss.getJobById('flaky', id);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(tries).toHaveLength(2);
    expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect(String(errors[0])).toContain('the provider is down');
  });

  it('stays up when the database fails as a finished job is recorded, and reports it', async () => {
    // A database restart that lands between a job's end and its "completed" write: pg-boss 10 left
    // that write unawaited, and its rejection ended the API process (the reliability suite's restart
    // caught it once in a full run). Patched (patches/pg-boss+10.4.2.patch): it reaches onError, and
    // the job stays active until its expiry brings it back. Vitest fails a run on an unhandled rejection.
    let refused = 0;
    const database = t().database;
    const restarting: Database = {
      ...database,
      executeSql: (text: string, values?: unknown[]) => {
        if (refused === 0 && /SET completed_on = now\(\)/.test(text)) {
          refused += 1;
          return Promise.reject(new Error('terminating connection due to administrator command'));
        }
        return database.executeSql(text, values);
      },
    };
    const ran: string[] = [];
    const errors: unknown[] = [];
    const queue = await queueOn(
      restarting,
      [{ name: 'cut-off', retryLimit: 0, retryDelaySeconds: 1, run: async () => void ran.push('ran') }],
      errors,
    );
    const id = (await queue.send('cut-off', {}, { key: 'cut-off-1' })) ?? '';
    await eventually(() => errors.length > 0);
    expect(ran).toEqual(['ran']);
    expect(String((errors[0] as Error).message)).toContain('terminating connection');
    expect((await queue.boss.getJobById('cut-off', id))?.state).toBe('active');
  });

  it('gives up after its tries and keeps the job as failed', async () => {
    const queue = await queueOn(t().database, [
      {
        name: 'broken',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          throw new Error('always');
        },
      },
    ]);
    const id = (await queue.send('broken', {}, { key: 'broken-1' })) ?? '';
    await eventually(async () => (await queue.boss.getJobById('broken', id))?.state === 'failed');
    expect(await queue.boss.getJobById('broken', id)).toMatchObject({ state: 'failed', retryCount: 1 });
  });
});

describe("the store's jobs", () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  const jobs = (
    schedules = { releaseHolds: '* * * * *', reconcilePayments: '*/5 * * * *', deliverMessages: '* * * * *' },
  ) =>
    storeJobs({
      sms: outboxSms,
      storeUrl: 'https://experience-store.in',
      linkSecret: DEVELOPMENT_LINK_SECRET,
      db: t().database.db,
      provider: paymentProvider(t().database.db, SANDBOX_PAYMENTS),
      clock: () => now,
      log: quiet,
      schedules,
    });

  it('are scheduled as configuration says, in the store time zone', async () => {
    const queue = await queueOn(
      t().database,
      jobs({ releaseHolds: '*/2 * * * *', reconcilePayments: '0 3 * * *', deliverMessages: '*/3 * * * *' }),
    );
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      [JOB_NAMES.deliverMessages, '*/3 * * * *', 'Asia/Kolkata'],
      [JOB_NAMES.reconcilePayments, '0 3 * * *', 'Asia/Kolkata'],
      [JOB_NAMES.releaseHolds, '*/2 * * * *', 'Asia/Kolkata'],
    ]);
  });

  it('releases an unpaid order whose hold ran out, by the clock the store is given', async () => {
    const token = await sessionFor(t(), 3);
    const draft = { experience_id: 14, date: '2026-12-08', slot_id: 142, pincode: '110070', quantity: 1 };
    const quote = await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft });
    const placed = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...draft, amount: quote.json().data.amount },
      headers: { 'x-csrf-token': token },
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id as number;
    const status = async () =>
      (await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]?.status;

    const queue = await queueOn(t().database, jobs());
    now = new Date(TEST_NOW.getTime() + 14 * 60_000);
    const early = (await queue.send(JOB_NAMES.releaseHolds, {}, { key: 'early' })) ?? '';
    await eventually(
      async () => (await queue.boss.getJobById(JOB_NAMES.releaseHolds, early))?.state === 'completed',
    );
    expect(await status()).toBe('pending_payment');

    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    const late = (await queue.send(JOB_NAMES.releaseHolds, {}, { key: 'late' })) ?? '';
    await eventually(
      async () => (await queue.boss.getJobById(JOB_NAMES.releaseHolds, late))?.state === 'completed',
    );
    expect(await status()).toBe('expired');
    now = TEST_NOW;
  });

  it("sends an order's confirmation within seconds of the order, not at the delivery job's next tick", async () => {
    // The delivery job's schedule is hours away: only the order's own hint can send it now.
    const queue = await queueOn(
      t().database,
      jobs({ releaseHolds: '0 3 * * *', reconcilePayments: '0 3 * * *', deliverMessages: '0 3 * * *' }),
    );
    const stop = deliverWhenDue(queue, () => undefined);
    try {
      const token = await sessionFor(t(), 4);
      const draft = { experience_id: 14, date: '2026-12-08', slot_id: 142, pincode: '110070', quantity: 1 };
      const quote = await t().app.inject({ method: 'POST', url: '/v5/booking/quote', payload: draft });
      const placed = await t().app.inject({
        method: 'POST',
        url: '/v5/booking/book_cod_order',
        payload: { ...draft, amount: quote.json().data.amount },
        headers: { 'x-csrf-token': token },
      });
      expect(placed.statusCode).toBe(200);
      const orderId = placed.json().data.order_id as number;
      const confirmation = async () =>
        (
          await t()
            .database.db.select()
            .from(schema.messages)
            .where(eq(schema.messages.key, `order:${orderId}:order_placed:sms`))
        )[0]?.status;
      await eventually(async () => (await confirmation()) === 'sent', 10_000);
    } finally {
      stop();
    }
  });

  it('runs a daily job now when the development endpoint asks, as of the moment it names', async () => {
    const db = t().database.db;
    // Saved long before; its reminder is due a week before 14 Feb, at the daily 10:00 run.
    const [saved] = await db
      .insert(schema.userDates)
      .values({
        userId: 5,
        occasion: 'Birthday',
        relation: 'Friend',
        name: 'Ira',
        date: '2027-02-14',
        createdAt: TEST_NOW,
      })
      .returning({ id: schema.userDates.id });
    // Sent at once, not on 7 Feb: whoever ran it wants to see it.
    const reminder = async () =>
      (
        await db
          .select()
          .from(schema.messages)
          .where(eq(schema.messages.key, `occasion:${saved?.id}:2027:sms`))
      )[0];
    const queue = await queueOn(t().database, jobs());
    const stop = runWhenAsked(queue, () => undefined);
    const stopDelivery = deliverWhenDue(queue, () => undefined);
    try {
      const reply = await t().app.inject({
        method: 'POST',
        url: `/dev/jobs/${JOB_NAMES.occasionReminders}`,
        payload: { at: '2027-02-07T10:00:00+05:30' },
      });
      expect(successEnvelope(devJobQueued).parse(reply.json()).data).toEqual({
        job: JOB_NAMES.occasionReminders,
        queued: true,
      });
      await eventually(async () => (await reminder())?.status === 'sent', 10_000);
      expect((await reminder())?.createdAt).toEqual(TEST_NOW);
    } finally {
      stop();
      stopDelivery();
    }
  });

  it('refuses a moment that is not one', async () => {
    const reply = await t().app.inject({
      method: 'POST',
      url: `/dev/jobs/${JOB_NAMES.occasionReminders}`,
      payload: { at: 'next tuesday' },
    });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(reply.json()).data)).toEqual(['at']);
  });

  it('names a job it does not know, and runs nothing', async () => {
    const reply = await t().app.inject({ method: 'POST', url: '/dev/jobs/send-everyone-money' });
    expect(reply.statusCode).toBe(404);
    expect(errorEnvelope.parse(reply.json()).error_message).toBe('There is no job named send-everyone-money');
  });
});

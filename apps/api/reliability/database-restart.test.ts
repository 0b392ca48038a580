import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restartPostgres } from '../../../scripts/lib/postgres.mjs';
import { type ApiProcess, startApi } from './api-process';
import { type FreshDatabase, freshDatabase } from './databases';
import { brokenInvariants } from './invariants';
import { failed, runLoad, type Sample } from './load';
import { addCustomers, book, type Draft, drafts, get } from './store-calls';

// The database restarts under load. The API stays up; requests asked while it
// is away wait for it (up to DB_CONNECT_TIMEOUT_MS) or get a 503 that says so, fewer than 1% of
// them; none hangs; within 5 s of the database answering again everything is normal.

const DATABASE_AWAY_TEXT = 'The store cannot reach its database right now. Please try again in a minute.';
const HANG_MS = 15_000;
const CLIENTS = 12;

describe('a database restart under load', () => {
  const server = inject('reliabilityPg');
  let fresh: FreshDatabase;
  let api: ApiProcess;
  let tokens: string[];
  let booking: Draft[];
  beforeAll(async () => {
    fresh = await freshDatabase(`restart_${process.pid}`);
    tokens = await addCustomers(fresh.database.db, CLIENTS);
    booking = await drafts(fresh.database.db);
    api = await startApi({ DATABASE_URL: fresh.url });
  });
  afterAll(async () => {
    await api?.stop();
    await fresh?.drop();
  });

  it('answers throughout: waits or says 503, under 1% fail, normal within 5 s of the database', async () => {
    // Mostly the catalogue, one in four steps a booking (a price, then the order): reads and writes.
    const step = async (client: number, round: number) => {
      if (round % 4 !== 3) {
        const path = [`/v5/experience/id/${(round % 60) + 1}`, '/v2/getHomePage', '/v2/getCities'][round % 3];
        return { what: 'catalogue', ...(await get(api.url, path ?? '/v2/getCities', HANG_MS)) };
      }
      const draft = booking[(client * 37 + round) % booking.length] as Draft;
      return book(api.url, draft, { token: tokens[client], path: '/v5/booking/book_cod_order' }, HANG_MS);
    };
    const marks = { restartAt: 0, backAt: 0 };
    let stopAt = Number.POSITIVE_INFINITY;
    const load = runLoad({ clients: CLIENTS, step, until: () => Date.now() > stopAt });
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // a few seconds of normal traffic first
    marks.restartAt = Date.now();
    await restartPostgres(server.binDir, server.dataDir, 'fast');
    marks.backAt = Date.now();
    stopAt = marks.backAt + 8_000;
    const samples = await load;

    const report = summary(samples, marks);
    // Its own words first, should it have died: what a crash looks like is in its last lines.
    expect(api.child.exitCode, `the API process stayed up:\n${api.output().slice(-3_000)}`).toBeNull();
    console.log(`[reliability] database restart: ${JSON.stringify(report)}`);
    expect(report.before.failed, 'nothing fails before the restart').toBe(0);
    expect(
      samples.filter((s) => s.status === -1),
      'no request hangs or goes unanswered',
    ).toEqual([]);
    for (const failure of samples.filter(failed)) {
      expect(failure.status).toBe(503);
      expect(JSON.parse(failure.body).message).toBe(DATABASE_AWAY_TEXT);
    }
    expect(report.outage.asked).toBeGreaterThan(50);
    expect(report.outage.failedShare).toBeLessThan(0.01);
    expect(report.after.failed, 'normal again within 5 s of the database answering').toBe(0);
    expect(report.after.asked).toBeGreaterThan(50);
    expect((await get(api.url, '/health/ready', HANG_MS)).status).toBe(200);
    expect(await brokenInvariants(fresh.database.executeSql)).toEqual({});
  });
});

/**
 * Answered before the restart; in flight at any moment from it until 5 s after the database is
 * back (the outage); asked after that.
 */
function summary(samples: Sample[], marks: { restartAt: number; backAt: number }) {
  const recovered = marks.backAt + 5_000;
  const of = (from: number, to: number) =>
    samplesOf(samples.filter((s) => s.startedAt + s.ms >= from && s.startedAt < to));
  const lastFailure = Math.max(0, ...samples.filter(failed).map((s) => s.startedAt + s.ms));
  return {
    restartMs: marks.backAt - marks.restartAt,
    before: samplesOf(samples.filter((s) => s.startedAt + s.ms < marks.restartAt)),
    outage: of(marks.restartAt, recovered),
    after: samplesOf(samples.filter((s) => s.startedAt >= recovered)),
    lastFailureAfterBackMs: lastFailure === 0 ? null : lastFailure - marks.backAt,
    orders: samples.filter((s) => s.what === 'order' && s.status === 200).length,
    failures: samples.filter(failed).map((s) => `${s.what} ${s.status}`),
  };
}

function samplesOf(asked: Sample[]) {
  const failures = asked.filter(failed);
  return {
    asked: asked.length,
    failed: failures.length,
    failedShare: asked.length === 0 ? 0 : failures.length / asked.length,
    slowestMs: Math.max(0, ...asked.map((s) => s.ms)),
  };
}

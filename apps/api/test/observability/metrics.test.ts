import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue } from '../../src/modules/jobs/job-queue';
import { watchJobQueue, watchPool } from '../../src/modules/observability/metrics';
import { type MetricsServer, startMetricsServer } from '../../src/modules/observability/metrics-server';
import { placeCod, placePaid } from '../cancellations/cancel-helpers';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';

// What Prometheus reads from GET /metrics on the metrics port: requests by route
// pattern with their latency, orders placed, payments settled, the pool and the job queue's depth.

/** One sample's value from the exposition text, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_:]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) sum += Number(match[3]);
  }
  return sum;
}

describe('the metrics endpoint', () => {
  const t = useTestApp();
  let server: MetricsServer;
  beforeAll(async () => {
    server = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());
  const scrape = async () => (await fetch(server.url)).text();

  it('serves only GET /metrics, in the Prometheus text format, and nothing on the public API', async () => {
    const res = await fetch(server.url);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(sample(await res.text(), 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts and times requests by route pattern, never by the ids in their URLs', async () => {
    const route = { method: 'GET', route: '/v5/experience/id/:id' };
    const before = await scrape();
    for (const id of [14, 15, 999_999])
      await t().app.inject({ method: 'GET', url: `/v5/experience/id/${id}`, headers: { city: 'delhi-ncr' } });
    const after = await scrape();
    expect(
      sample(after, 'http_request_duration_seconds_count', route) -
        sample(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(sample(after, 'http_requests_total', { ...route, status_code: '404' })).toBe(
      sample(before, 'http_requests_total', { ...route, status_code: '404' }) + 1,
    );
    expect(after).not.toContain('/v5/experience/id/14"');
    const slow = { ...route, le: '15' };
    expect(sample(after, 'http_request_duration_seconds_bucket', slow)).toBeGreaterThanOrEqual(3);
  });

  it('counts the orders placed and the payments settled', async () => {
    const token = await sessionFor(t(), 2);
    const before = await scrape();
    await placeCod(t(), token);
    await placePaid(t(), token);
    const after = await scrape();
    const placed = (text: string, payment_method: string) =>
      sample(text, 'store_orders_placed_total', { kind: 'booking', payment_method });
    expect(placed(after, 'cod') - placed(before, 'cod')).toBe(1);
    expect(placed(after, 'online') - placed(before, 'online')).toBe(1);
    expect(
      sample(after, 'store_payments_settled_total') - sample(before, 'store_payments_settled_total'),
    ).toBe(1);
  });

  it("shows the pool's connections (a server's) and the jobs waiting in each queue", async () => {
    watchPool(() => t().database.poolStats());
    const queue = await startJobQueue({
      database: t().database,
      jobs: [{ name: 'metrics-probe', run: async () => undefined, retryLimit: 0, retryDelaySeconds: 1 }],
      timeZone: 'Asia/Kolkata',
      onError: () => undefined,
    });
    try {
      watchJobQueue(() => queue.waiting());
      const later = new Date(Date.now() + 3_600_000);
      for (const key of ['a', 'b']) await queue.send('metrics-probe', {}, { key, startAfter: later });
      const text = await scrape();
      expect(sample(text, 'job_queue_waiting', { queue: 'metrics-probe' })).toBe(2);
      if (t().database.engine === 'postgres') {
        // No pool size given: twice the machine's cores (database.ts says why).
        expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(2 * availableParallelism());
        expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
        expect(text).toContain('db_pool_waiting_requests 0');
      } else {
        // PGlite is one connection inside the process: no pool to show.
        expect(text).not.toMatch(/^db_pool_connections\{/m);
      }
    } finally {
      await queue.stop();
    }
  });
});

import type { PoolStats } from '@store/db';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics, one registry per process (prom-client's own model: counters are
 * process-wide, Prometheus adds the processes up). Its own registry, not prom-client's global one,
 * so that no library's metrics appear unasked. Served by metrics-server.ts, never on the public port.
 */
export const registry = new Registry();

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route pattern and status code (5xx: the errors)',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to its answer sent, by route pattern',
  labelNames: ['method', 'route'] as const,
  // docs/architecture.md, "Speed we keep": catalogue calls answer within 25 ms at load; orders within 150 ms.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 15],
  registers: [registry],
});

const errors = new Counter({
  name: 'store_errors_total',
  help: 'Failures reported: unhandled server errors, failed background jobs, browser errors',
  labelNames: ['source'] as const,
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: 'store_orders_placed_total',
  help: 'Orders created, bookings and add-ons, by payment method (an online one may still go unpaid)',
  labelNames: ['kind', 'payment_method'] as const,
  registers: [registry],
});

const paymentsSettled = new Counter({
  name: 'store_payments_settled_total',
  help: 'Payments that marked an order paid, by who reported them first (browser, webhook, reconciliation)',
  labelNames: ['source'] as const,
  registers: [registry],
});

/** Read when Prometheus asks, from what main.ts hands over; nothing until then (tests, PGlite). */
const sources: {
  pool?: () => PoolStats | undefined;
  queue?: () => Promise<Record<string, number>>;
  replica?: () => boolean;
} = {};

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections by state (max: the pool size)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = sources.pool?.();
    if (!stats) return;
    this.set({ state: 'max' }, stats.max);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'busy' }, stats.open - stats.idle);
  },
});

new Gauge({
  name: 'db_pool_waiting_requests',
  help: 'Requests waiting for a database connection',
  registers: [registry],
  collect() {
    const stats = sources.pool?.();
    if (stats) this.set(stats.waiting);
  },
});

new Gauge({
  name: 'job_queue_waiting',
  help: 'Jobs waiting to run (new or waiting to retry), by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    // A database that cannot answer now leaves the queue's depth out of this scrape, not the rest.
    const depths = await sources.queue?.().catch(() => undefined);
    for (const [queue, waiting] of Object.entries(depths ?? {})) this.set({ queue }, waiting);
  },
});

new Gauge({
  name: 'db_replica_in_use',
  help: "1 while the catalogue's reads go to the replica, 0 while it lags or is down and they go to the primary",
  registers: [registry],
  collect() {
    const inUse = sources.replica?.();
    if (inUse !== undefined) this.set(inUse ? 1 : 0);
  },
});

export function watchPool(stats: () => PoolStats | undefined, replicaInUse?: () => boolean): void {
  sources.pool = stats;
  if (replicaInUse) sources.replica = replicaInUse;
}

export function watchJobQueue(waiting: () => Promise<Record<string, number>>): void {
  sources.queue = waiting;
}

export const countError = (source: 'server' | 'job' | 'browser') => errors.inc({ source });
export const countOrderPlaced = (kind: 'booking' | 'add_on', paymentMethod: string) =>
  ordersPlaced.inc({ kind, payment_method: paymentMethod });
export const countPaymentSettled = (source: string) => paymentsSettled.inc({ source });

/**
 * Every answer counted and timed by its route's pattern (`/v1/experience/:id`), never its URL: one
 * series per route, whatever ids are asked for. Unknown paths share one label.
 */
export function measureRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    httpRequests.inc({ method, route, status_code: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { type Database, openDatabase } from '@store/db';
import { DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import pg from 'pg';
import {
  type Balancer,
  startHaproxy,
  startPgBouncer,
  startRedis,
  startVarnish,
} from '../../../scripts/lib/fleet.mjs';
import { startPostgres, startReplica } from '../../../scripts/lib/postgres.mjs';
import { freePort } from '../../../scripts/lib/proc.mjs';
import { buildWebIfStale, SHARED_API_PORT } from '../../../scripts/lib/store.mjs';
import { fleetEngines, postgresBinDir } from '../../../scripts/lib/system.mjs';
import { ONLY_ORDERS_BOOK } from '../reliability/invariants';
import { TEMPLATE_DB_NAME } from '../test/support/fixtures';
import { ensurePostgresTemplate, withDatabase } from '../test/support/template';

const ROOT = resolve(import.meta.dirname, '../../..');

/** One process of a tier, as production runs it (`npm run start:api` / `start:store`). */
export type TierProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, as a deployment stops it; waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: gone mid-request, as a crash or an out-of-memory kill. */
  kill(): Promise<void>;
};

export type Fleet = {
  /** The balancer's API and store addresses, and its runtime API. */
  balancer: Balancer;
  /** The caching proxy in front of the store: the customers' address. */
  cdnUrl: string;
  apis: TierProcess[];
  stores: TierProcess[];
  /** Each API process's metrics address, by its index. */
  metricsUrls: string[];
  /** The primary, straight (not through the pooler), for the test's own reads and set-up. */
  primary: Database;
  replica: { url: string; halt(): void; start(): void };
  pooler: { restart(): Promise<void> };
  redis: { stop(): Promise<void> };
  revalidateSecret: string;
  /** Stops a tier process and starts it again on its port, the balancer draining it first. */
  restart(process: TierProcess): Promise<TierProcess>;
  startRedisAgain(): Promise<void>;
  stop(): Promise<void>;
};

const API_ENGINES_MISSING = 'the fleet suite needs PostgreSQL, HAProxy, Varnish, PgBouncer and Redis';

/**
 * The whole fleet on loopback: a PostgreSQL primary seeded as of today and its streaming replica,
 * PgBouncer in transaction mode, Redis, three API processes and two store processes behind HAProxy,
 * and Varnish in front of the store. The API processes reach the primary only through PgBouncer.
 */
export async function startFleet(): Promise<Fleet> {
  const binDir = postgresBinDir();
  const engines = fleetEngines();
  if (!binDir || !engines) throw new Error(API_ENGINES_MISSING);
  const stops: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  };
  try {
    const server = await startPostgres(binDir);
    stops.push(() => server.stop());
    await ensurePostgresTemplate(server.url, ymdInZone(new Date(), DEFAULT_TIME_ZONE));
    await adminQuery(server.url, `CREATE DATABASE store TEMPLATE ${TEMPLATE_DB_NAME}`);
    const primaryUrl = withDatabase(server.url, 'store');
    const primary = await openDatabase({ url: primaryUrl });
    stops.push(() => primary.close());
    await primary.executeSql(ONLY_ORDERS_BOOK);
    const replica = await startReplica(binDir, server);
    stops.push(() => replica.stop());
    const pooler = await startPgBouncer(engines.pgbouncer, { serverPort: server.port, database: 'store' });
    stops.push(() => pooler.stop());
    let redis = await startRedis(engines.redisServer);
    stops.push(() => redis.stop());

    const revalidateSecret = randomBytes(24).toString('hex');
    // The store's build carries the API's address; the shared build of the test run is made for
    // this port, so the balancer takes it when it is free.
    const [apiPort, storePort] = [await freePort(SHARED_API_PORT), await freePort()];
    // Three API processes: a job or a sweep that ran on more than one of them would show.
    const apiPorts = [await freePort(), await freePort(), await freePort()];
    const storePorts = [await freePort(), await freePort()];
    const metricsPorts = [await freePort(), await freePort(), await freePort()];
    const balancer = await startHaproxy(engines.haproxy, {
      apiPort,
      storePort,
      apis: apiPorts,
      stores: storePorts,
    });
    stops.push(() => balancer.stop());
    const cdn = await startVarnish(engines.varnishd, {
      backendPort: storePort,
      purgeSecret: revalidateSecret,
    });
    stops.push(() => cdn.stop());

    const apiEnv = (index: number) => ({
      API_PORT: String(apiPorts[index]),
      NODE_ENV: 'development',
      DEMO: 'true',
      DATABASE_URL: pooler.url,
      DB_POOLER: 'transaction',
      DATABASE_MIGRATION_URL: primaryUrl,
      DATABASE_REPLICA_URL: withDatabase(replica.url, 'store'),
      SEED_IF_EMPTY: 'false',
      DEV_ENDPOINTS: 'false',
      LOG_LEVEL: 'warn',
      WEB_ORIGIN: cdn.url,
      CONSOLE_ORIGIN: 'http://127.0.0.1:9',
      REVALIDATE_SECRET: revalidateSecret,
      CDN_PURGE_URL: cdn.url,
      TRUST_PROXY: 'loopback',
      // The load's customers all book from this one address, as fast as the rate says.
      ORDER_LIMIT_PER_USER: '0',
      ORDER_LIMIT_PER_ADDRESS: '0',
      METRICS_PORT: String(metricsPorts[index]),
      METRICS_HOST: '127.0.0.1',
    });
    const storeEnv = (index: number) => ({
      WEB_PORT: String(storePorts[index]),
      API_URL: balancer.apiUrl,
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: revalidateSecret,
    });
    const envOf = new Map<string, Record<string, string>>();
    const launch = async (tier: 'api' | 'store', index: number) => {
      const env = tier === 'api' ? apiEnv(index) : storeEnv(index);
      const process = await startTier(
        `${tier}${index + 1}`,
        tier,
        Number(tier === 'api' ? apiPorts[index] : storePorts[index]),
        env,
      );
      envOf.set(process.name, env);
      return process;
    };
    const apis = [await launch('api', 0), await launch('api', 1), await launch('api', 2)];
    stops.push(() => Promise.all(apis.map((a) => a.stop())));
    await balancer.waitFor('api', 'UP');
    // A no-op when the test run's shared build is current (made against this API address).
    await buildWebIfStale(balancer.apiUrl);
    const stores = [await launch('store', 0), await launch('store', 1)];
    stops.push(() => Promise.all(stores.map((s) => s.stop())));
    await balancer.waitFor('store', 'UP');

    return {
      balancer,
      cdnUrl: cdn.url,
      apis,
      stores,
      metricsUrls: metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`),
      primary,
      replica: { url: withDatabase(replica.url, 'store'), halt: replica.halt, start: replica.start },
      pooler,
      redis: { stop: () => redis.stop() },
      revalidateSecret,
      async restart(process) {
        const tier = process.name.startsWith('api') ? 'api' : 'store';
        const server = `${tier}/${process.name}`;
        // Drained first: the balancer sends it nothing new, and what it serves ends before it stops.
        await balancer.admin(`set server ${server} state drain`);
        await balancer.waitUntil(server, (state) => state.current === 0);
        await process.stop();
        const again = await startTier(process.name, tier, process.port, envOf.get(process.name) ?? {});
        await balancer.admin(`set server ${server} state ready`);
        await balancer.waitUntil(server, (state) => state.status === 'UP');
        const list = tier === 'api' ? apis : stores;
        list[list.indexOf(process)] = again;
        return again;
      },
      async startRedisAgain() {
        redis = await startRedis(engines.redisServer, redis.port);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** One process of a tier by its production command, on its port, ready once it answers. */
async function startTier(
  name: string,
  tier: 'api' | 'store',
  port: number,
  env: Record<string, string>,
): Promise<TierProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', tier], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a kill reaches the tier's process under the start script too.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const ready = `http://127.0.0.1:${port}${tier === 'api' ? '/health/ready' : '/api/health'}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
    const answered = await fetch(ready, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      // SIGTERM to the start script, which hands it to the tier; SIGKILL to the whole group at once.
      if (signal === 'SIGKILL') process.kill(-child.pid, signal);
      else child.kill(signal);
    }
    await exited;
  };
  return { name, port, child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

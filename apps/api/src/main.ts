import { openDatabase } from '@store/db';
import { isSeeded, seed } from '@store/db/seed';
import { DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import pino from 'pino';
import { buildApp } from './app';
import { loadEnv } from './env';

const env = loadEnv();
const log = pino({
  level: env.LOG_LEVEL,
  redact: ['req.headers["x-csrf-token"]', 'req.headers.authorization'],
});

const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR,
  poolSize: env.DB_POOL_SIZE,
  onPoolError: (error) => log.error({ err: error }, 'database pool error; the pool reconnects on next use'),
});
await database.migrate();
if (env.SEED_IF_EMPTY && !(await isSeeded(database.db))) {
  const summary = await seed(database.db, { today: ymdInZone(new Date(), DEFAULT_TIME_ZONE) });
  log.info({ summary }, 'seeded an empty database');
}

const app = await buildApp({
  database,
  logger: log,
  webOrigins: env.WEB_ORIGIN,
  catalogueCacheTtlMs: env.CATALOGUE_CACHE_TTL_MS,
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ host: env.API_HOST, port: env.API_PORT });
log.info({ engine: database.engine }, `API ready on ${address}`);

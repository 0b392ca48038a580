// `npm run start:prod`: the API, the store and the operator console in production mode on a
// PostgreSQL server.
// `npm run start:prod -- api` starts the API alone (one of several copies behind a load balancer).
// NODE_ENV defaults to production: the API then refuses sandbox and development settings, naming
// each, and serves no development endpoints; nothing is seeded unless SEED_IF_EMPTY=true.
import { buildAdminIfStale, startAdmin } from './lib/admin.mjs';
import { buildWebIfStale, startApi, startWeb } from './lib/store.mjs';

process.env.NODE_ENV ||= 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const apiOnly = process.argv.includes('api');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const services = [];
const stopAll = async (code) => {
  await Promise.all(services.map((s) => s.stop()));
  process.exit(code);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  services.push(await startApi({ port: apiPort }));
  if (!apiOnly) {
    // The store prerenders its catalogue pages from the API, so it is built once the API answers.
    if (await buildWebIfStale(apiUrl)) console.log('[start:prod] built the store');
    services.push(await startWeb({ port: webPort, apiUrl, host: process.env.WEB_HOST }));
    // The console calls the API from the operator's browser: at its public address.
    await buildAdminIfStale();
    const adminPort = Number(process.env.ADMIN_PORT ?? 3001);
    const publicApi = process.env.API_PUBLIC_URL ?? apiUrl;
    services.push(await startAdmin({ port: adminPort, apiUrl: publicApi, host: process.env.ADMIN_HOST }));
  }
} catch (error) {
  console.error(`[start:prod] ${error.message}`);
  await stopAll(1);
}
console.log(
  `[start:prod] ${apiOnly ? 'API' : 'API, store and console'} running (NODE_ENV=${process.env.NODE_ENV})`,
);
await Promise.race(services.map((s) => s.exited));
console.error('[start:prod] a service stopped; stopping the rest');
await stopAll(1);

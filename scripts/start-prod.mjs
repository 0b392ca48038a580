// `npm run start:prod`: the API, the store and the operator console in production mode on one
// machine, from the builds `npm run build` made (nothing is built here). On a fleet each tier runs
// on its own instead, as many times as needed: `npm run start:api`, `start:store`, `start:console`.
// NODE_ENV defaults to production: the API then refuses sandbox and development settings, naming
// each, and serves no development endpoints; nothing is seeded unless SEED_IF_EMPTY=true.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startConsole } from './lib/console.mjs';
import { ROOT, startApi, startWeb } from './lib/store.mjs';

process.env.NODE_ENV ||= 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

for (const [file, what] of [
  [join(ROOT, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'the store'],
  [join(ROOT, 'apps/console/dist/index.html'), 'the console'],
]) {
  if (!existsSync(file)) {
    console.error(
      `[start:prod] ${what} is not built: run \`npm run build\` first (nothing is built at start)`,
    );
    process.exit(1);
  }
}

const services = [];
const stopAll = async (code) => {
  await Promise.all(services.map((s) => s.stop()));
  process.exit(code);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  services.push(await startApi({ port: apiPort }));
  services.push(await startWeb({ port: webPort, apiUrl, host: process.env.WEB_HOST }));
  // The console calls the API from the operator's browser: at its public address.
  const consolePort = Number(process.env.CONSOLE_PORT ?? 3001);
  const publicApi = process.env.API_PUBLIC_URL ?? apiUrl;
  services.push(await startConsole({ port: consolePort, apiUrl: publicApi, host: process.env.CONSOLE_HOST }));
} catch (error) {
  console.error(`[start:prod] ${error.message}`);
  await stopAll(1);
}
console.log(`[start:prod] API, store and console running (NODE_ENV=${process.env.NODE_ENV})`);
await Promise.race(services.map((s) => s.exited));
console.error('[start:prod] a service stopped; stopping the rest');
await stopAll(1);

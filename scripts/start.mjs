// `npm start`: the store on the embedded database (or DATABASE_URL with DEMO=true), seeded when
// empty. The API prints the console's demo operators' passwords when it creates the demo database.
import { randomBytes } from 'node:crypto';
import { buildConsoleIfStale, startConsole } from './lib/console.mjs';
import { buildWebIfStale, makeImages, startApi, startWeb } from './lib/store.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// The console's catalogue changes ask the store to revalidate its pages with this shared secret.
process.env.REVALIDATE_SECRET ??= randomBytes(24).toString('hex');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const consolePort = Number(process.env.CONSOLE_PORT ?? 3001);
const consoleUrl = `http://localhost:${consolePort}`;

const started = Date.now();
// Independent: the images the store serves, and the API (which opens, migrates and seeds the data).
const [, api] = await Promise.all([
  makeImages(),
  startApi({
    port: apiPort,
    // The demo reads its one-time codes from the SMS outbox, a development endpoint.
    env: {
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `${webUrl},http://127.0.0.1:${webPort}`,
      CONSOLE_ORIGIN: process.env.CONSOLE_ORIGIN ?? `${consoleUrl},http://127.0.0.1:${consolePort}`,
      DEV_ENDPOINTS: process.env.DEV_ENDPOINTS ?? 'true',
    },
  }),
]);
const services = [api];
let stopping = false;
const stopAll = async () => {
  stopping = true;
  await Promise.all(services.map((s) => s.stop()));
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

try {
  if (await buildWebIfStale(apiUrl)) console.log('[start] built the store');
  services.push(await startWeb({ port: webPort, apiUrl }));
  // The operator console: its own build and port, nothing of it in the store's.
  if (await buildConsoleIfStale()) console.log('[start] built the console');
  services.push(await startConsole({ port: consolePort, apiUrl }));
} catch (error) {
  console.error(`[start] ${error.message}`);
  await Promise.all(services.map((s) => s.stop()));
  process.exit(1);
}

console.log(
  `\n  Store:   ${webUrl}\n  Console: ${consoleUrl}  (operators; demo sign-in in the README)\n  API:     ${apiUrl}  (OpenAPI document at ${apiUrl}/docs)\n  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl+C stops them all.\n`,
);
await Promise.race(services.map((s) => s.exited));
if (!stopping) {
  console.error('[start] a service stopped; stopping the others');
  await stopAll();
}

// `npm run build`: every tier's production build, once, for any number of processes to run
// (`npm run start:api`, `start:store`, `start:console`). The store prerenders its catalogue pages
// from an API: production's when API_URL is set (the pages then carry its catalogue), otherwise an
// API on the embedded demo database, on the port `npm start` uses, so that a demo start reuses this
// build. The console is static files that read the API's address at run time. The API needs no
// build: it runs its TypeScript with tsx.
import { buildConsoleIfStale } from './lib/console.mjs';
import { buildWebIfStale, makeImages, startApi } from './lib/store.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const [, api] = await Promise.all([
  makeImages(),
  process.env.API_URL ? undefined : startApi({ port: apiPort }),
]);
let code = 0;
try {
  console.log(
    (await buildWebIfStale(apiUrl)) ? '[build] built the store' : '[build] the store build is current',
  );
  console.log(
    (await buildConsoleIfStale()) ? '[build] built the console' : '[build] the console build is current',
  );
} catch (error) {
  console.error(`[build] ${error.message}`);
  code = 1;
} finally {
  await api?.stop();
}
process.exit(code);

// `npm run build`: the store's production build, made against an API on the embedded database.
// The store prerenders its catalogue pages from the API, so the API runs while it builds, on the
// port `npm start` uses, so that a start reuses this build. The API itself needs no build: it
// runs its TypeScript with tsx.
import { buildWebIfStale, makeImages, startApi } from './lib/store.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const [, api] = await Promise.all([makeImages(), startApi({ port: apiPort })]);
let code = 0;
try {
  console.log(
    (await buildWebIfStale(apiUrl)) ? '[build] built the store' : '[build] the store build is current',
  );
} catch (error) {
  console.error(`[build] ${error.message}`);
  code = 1;
} finally {
  await api.stop();
}
process.exit(code);

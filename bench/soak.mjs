// The soak: the API's maximum on a call, then SOAK_SECONDS (10 minutes) at half
// that rate, in one-minute windows: p99 drift and memory growth from the first window to the last
// (budgets: under 20% and under 10%). BENCH_ENGINE=pglite runs it on the embedded default instead
// of a PostgreSQL server, for its throughput and memory on the same call. Not part of `npm test`.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/proc.mjs';
import { startApi } from '../scripts/lib/store.mjs';
import { postgresBinDir } from '../scripts/lib/system.mjs';

const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WINDOW_SECONDS = Math.min(60, SOAK_SECONDS);
const PEAK_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATH = process.env.BENCH_PATH ?? '/v5/experience/id/1';

/** autocannon for `seconds`, at most `rate` requests a second over all connections when given. */
function load(url, seconds, rate) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, ...(rate && { overallRate: rate }) },
      (error, r) =>
        error
          ? reject(error)
          : resolve({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }),
    ),
  );
}

/** The API process's resident memory, in MiB. */
const rssMib = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const scratch = mkdtempSync('/tmp/store-soak-');
let pg;
const env = { LOG_LEVEL: 'warn', DEMO: 'true' };
if (ENGINE === 'postgres') {
  const binDir = postgresBinDir();
  if (!binDir)
    throw new Error(
      'the soak needs a PostgreSQL server (apt-get install postgresql), or BENCH_ENGINE=pglite',
    );
  pg = await startPostgres(binDir);
  env.DATABASE_URL = pg.url;
} else {
  env.DATABASE_URL = undefined;
  env.PGLITE_DIR = join(scratch, 'pglite');
}
const port = await freePort();
const api = await startApi({ port, env });
const url = `http://127.0.0.1:${port}${PATH}`;
const loadBefore = loadavg()[0];
const windows = [];
let peak;
try {
  await load(url, Math.min(3, PEAK_SECONDS)); // warm
  peak = await load(url, PEAK_SECONDS);
  const rate = Math.max(1, Math.floor(peak.rps / 2));
  for (let elapsed = 0; elapsed < SOAK_SECONDS; elapsed += WINDOW_SECONDS) {
    const w = await load(url, Math.min(WINDOW_SECONDS, SOAK_SECONDS - elapsed), rate);
    windows.push({ ...w, rss: rssMib(api.child.pid) });
    console.log(
      `  minute ${windows.length}: ${w.rps.toFixed(0)} req/s  p99 ${w.p99} ms  rss ${windows.at(-1).rss.toFixed(0)} MiB  non-2xx ${w.non2xx}  errors ${w.errors}`,
    );
  }
} finally {
  await api.stop();
  pg?.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const first = windows[0];
const last = windows.at(-1);
const drift = (last.p99 - first.p99) / Math.max(first.p99, 1);
const growth = (last.rss - first.rss) / first.rss;
const failed = windows.reduce((n, w) => n + w.non2xx + w.errors, 0);
console.log(
  `\nGET ${PATH} on ${ENGINE}, ${CONNECTIONS} connections (catalogue cache ${process.env.CATALOGUE_CACHE_TTL_MS ?? 'default'} ms)\n` +
    `  maximum         ${peak.rps.toFixed(0)} req/s  p99 ${peak.p99} ms over ${PEAK_SECONDS} s\n` +
    `  soak            ${Math.floor(peak.rps / 2)} req/s asked for ${SOAK_SECONDS} s in ${windows.length} windows\n` +
    `  p99 drift       ${(drift * 100).toFixed(1)}%  (${first.p99} -> ${last.p99} ms; budget < 20%)\n` +
    `  memory growth   ${(growth * 100).toFixed(1)}%  (${first.rss.toFixed(0)} -> ${last.rss.toFixed(0)} MiB RSS; budget < 10%)\n` +
    `  failed          ${failed}\n` +
    `  (machine load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores when the run began)`,
);
if (drift >= 0.2 || growth >= 0.1 || failed > 0) process.exitCode = 1;

// The API's experience call on PostgreSQL against a bare node:http server answering the same
// bytes from memory, loaded in the same run on the same machine (docs/architecture.md, "Speed we keep").

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/proc.mjs';
import { ROOT, startApi } from '../scripts/lib/store.mjs';
import { postgresBinDir } from '../scripts/lib/system.mjs';
import { loadAtFullSpeed } from './autocannon.mjs';
import { startBareServer } from './bare-baseline.mjs';
import { cpuReading } from './cpu-time.mjs';
import { median } from './median.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * BENCH_RATE (the uncached bench's 2,000, the figure): after the run at full speed, where
 * every connection sends its next request the moment it has an answer and the latency is mostly
 * time spent queueing (50 connections at N req/s wait 50/N s on average, Little's law), the call
 * and the bare server are also loaded at that many requests a second by an open-loop generator
 * (open-loop.mjs: Poisson arrivals, latency from when each request was due), and the p99 there is
 * the latency a customer sees at that traffic.
 */
const RATE = Number(process.env.BENCH_RATE ?? 0);
/**
 * The open-loop load runs BENCH_RATE_RUNS times (5) and the bench gives each run's p99 and their
 * median: on a shared 2-core host a few seconds of lost CPU in one run put a queue behind them,
 * as one slow Lighthouse run does, so one run alone says more about the host than about the call.
 */
const RATE_RUNS = Number(process.env.BENCH_RATE_RUNS ?? 5);
/**
 * BENCH_PAIRS (3): the bare server and the API are loaded this many times in turn, and the ratio
 * is the median of each pair's. One pair is one minute of a shared host: the listing's ratio was
 * 0.41 and 0.55 in two runs of the same code a quarter of an hour apart (stop 41), whichever
 * side a busy second fell on.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const PATHS = (
  process.env.BENCH_PATHS ??
  '/v5/experience/id/1,/v2/getHomePage,/v5/tag/slug/candlelight-dinner/experiences_page?onlyActive=true&page=1&start=0&limit=12'
).split(',');

const load = (url) => loadAtFullSpeed(url, { connections: CONNECTIONS, durationS: DURATION_S });

/** RATE requests a second, arriving on their own schedule (see open-loop.mjs). */
function loadAtRate(url) {
  const script = join(ROOT, 'bench/open-loop.mjs');
  const args = ['--import', 'tsx', script, url, String(RATE), String(DURATION_S), String(CONNECTIONS)];
  return JSON.parse(execFileSync(process.execPath, args).toString());
}

const scratch = mkdtempSync('/tmp/store-bench-');

const binDir = postgresBinDir();
if (!binDir) throw new Error('bench needs a PostgreSQL server (apt-get install postgresql)');
const pg = await startPostgres(binDir);
const apiPort = await freePort();
const api = await startApi({ port: apiPort, env: { DATABASE_URL: pg.url, DEMO: 'true', LOG_LEVEL: 'warn' } });
const rows = [];
try {
  for (const path of PATHS) {
    const apiUrl = `http://127.0.0.1:${apiPort}${path}`;
    const body = Buffer.from(await (await fetch(apiUrl)).arrayBuffer());
    const bare = await startBareServer(body, scratch);
    const bareUrl = `http://127.0.0.1:${bare.port}${path}`;
    load(bareUrl); // warm both before measuring
    load(apiUrl);
    const pairs = [];
    let used = { api: 0, db: 0 };
    for (let i = 0; i < PAIRS; i++) {
      const baseline = load(bareUrl);
      const cpu = cpuReading(api.child.pid, pg.dataDir);
      const measured = load(apiUrl);
      const spent = cpu.since();
      used = { api: used.api + spent.api, db: used.db + spent.db };
      pairs.push({ baseline, measured, ratio: measured.rps / baseline.rps });
    }
    // The pair of median ratio stands for the call; every pair is printed.
    const { baseline, measured, ratio } = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(PAIRS / 2)];
    // A rate beyond the call's full speed would only measure a growing queue.
    const atRate =
      RATE > 0 && measured.rps > RATE
        ? {
            bare: loadAtRate(bareUrl),
            api: Array.from({ length: RATE_RUNS }, () => loadAtRate(apiUrl)),
          }
        : undefined;
    await bare.service.stop();
    const requests = pairs.reduce((sum, pair) => sum + pair.measured.rps * DURATION_S, 0);
    const perRequest = { api: used.api / requests, db: used.db / requests };
    rows.push({ path, bytes: body.length, baseline, measured, ratio, pairs, perRequest, atRate });
  }
} finally {
  await api.stop();
  pg.stop();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s each, API on PostgreSQL vs bare node:http with the same bytes`,
);
for (const r of rows) {
  console.log(
    `${r.path}  (${r.bytes} B)\n` +
      `  bare node:http  ${r.baseline.rps.toFixed(0)} req/s  p99 ${r.baseline.p99} ms\n` +
      `  API             ${r.measured.rps.toFixed(0)} req/s  p99 ${r.measured.p99} ms  non-2xx ${r.measured.non2xx}  errors ${r.measured.errors}\n` +
      `  ratio           ${r.ratio.toFixed(2)}  (budget >= 0.50, p99 < 25 ms), the median of ${PAIRS} pairs: ` +
      `${r.pairs.map((pair) => `${pair.measured.rps.toFixed(0)}/${pair.baseline.rps.toFixed(0)} = ${pair.ratio.toFixed(2)}`).join(', ')}\n` +
      `  CPU per request API ${r.perRequest.api.toFixed(3)} ms, database ${r.perRequest.db.toFixed(3)} ms` +
      (r.atRate
        ? `\n  at ${RATE} req/s, open loop (latency from when each request was due):` +
          `\n    bare node:http  p50 ${r.atRate.bare.p50} ms  p90 ${r.atRate.bare.p90} ms  p99 ${r.atRate.bare.p99} ms` +
          r.atRate.api
            .map(
              (run, i) =>
                `\n    API run ${i + 1}       p50 ${run.p50} ms  p90 ${run.p90} ms  p99 ${run.p99} ms  max ${run.max} ms` +
                `  answered ${run.rps.toFixed(0)} req/s  non-2xx ${run.non2xx}  errors ${run.errors}`,
            )
            .join('') +
          `\n    API p99, median of ${RATE_RUNS} runs: ${median(r.atRate.api.map((run) => run.p99))} ms  (p99 < 25 ms)`
        : RATE > 0
          ? `\n  at ${RATE} req/s   not run: beyond this call's full speed`
          : ''),
  );
}

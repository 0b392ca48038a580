// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the customer pages
// (docs/architecture.md, "Speed we keep"), against the built store and a running API on the
// embedded database. LIGHTHOUSE_CALIBRATE=1 measures every page again with the CPU slowdown
// Lighthouse's documentation gives for this host's benchmarkIndex (./cpu-calibration.mjs), and
// prints both.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, run, startService, waitForHttp } from '../scripts/lib/proc.mjs';
import {
  buildWebIfStale,
  makeImages,
  NEXT_BIN,
  SHARED_API_PORT,
  startApi,
  startWeb,
} from '../scripts/lib/store.mjs';
import { chromiumPath } from '../scripts/lib/system.mjs';
import { calibratedCpuSlowdown } from './cpu-calibration.mjs';
import { median } from './median.mjs';
import { signInCustomer, startSignedIn } from './signed-in.mjs';

const PAGES = (
  process.env.LIGHTHOUSE_PATHS ?? '/,/experiences/delhi-ncr/candlelight-dinner,/experience/1/delhi-ncr/x'
).split(',');
/**
 * Lighthouse's errors for a trace it failed to record, which say nothing of the page measured.
 * Declared up here: the runs below read it while this module's body is still running.
 */
const TRACE_LOST = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * The pages only a signed-in customer sees, measured as one sees them (LIGHTHOUSE_SIGNED_IN=0 leaves
 * them out): the account area's bookings and the tracking page of one of their orders.
 */
const SIGNED_IN = process.env.LIGHTHOUSE_SIGNED_IN !== '0';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = 95;
/**
 * The baseline measured in the same run: a bare Next.js page (bench/lighthouse-baseline), no code of
 * ours. Its score is what the framework itself costs on this machine and this Chromium; a page's
 * distance from it is what our code costs.
 */
const BASELINE_DIR = join(import.meta.dirname, 'lighthouse-baseline');
const BASELINE = 'bare Next.js page (baseline)';

async function startBaseline(port) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  if ((await run(process.execPath, [NEXT_BIN, 'build'], { cwd: BASELINE_DIR, env })) !== 0)
    throw new Error('the baseline app did not build');
  const service = startService('baseline', process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: BASELINE_DIR,
    env,
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { service });
  return service;
}

const longTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((t) => `    ${String(Math.round(t.startTime)).padStart(6)} +${Math.round(t.duration)} ms  ${t.url}`)
    .join('\n');

const lcpElement = (lhr) => {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector} "${node.nodeLabel}"` : '?';
};

const chromePath = chromiumPath();
if (!chromePath) throw new Error('Lighthouse needs Chromium (apt-get install chromium)');
const [apiPort, webPort, baselinePort] = [
  await freePort(SHARED_API_PORT),
  await freePort(),
  await freePort(),
];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const storeUrl = `http://127.0.0.1:${webPort}`;
const dataDir = mkdtempSync('/tmp/store-lighthouse-');
const services = [];
const results = [];
let hostNote = '';
/** The same pages with the CPU slowdown calibrated to this host (LIGHTHOUSE_CALIBRATE). */
let calibration;
try {
  await makeImages();
  services.push(
    await startApi({
      port: apiPort,
      env: {
        PGLITE_DIR: join(dataDir, 'pglite'),
        DATABASE_URL: '',
        WEB_ORIGIN: storeUrl,
        LOG_LEVEL: 'warn',
        DEV_ENDPOINTS: 'true', // the one-time code of the signed-in pages' customer
      },
    }),
  );
  await buildWebIfStale(apiUrl);
  services.push(await startWeb({ port: webPort, apiUrl }));
  services.push(await startBaseline(baselinePort));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null, // Lighthouse emulates the phone itself
  });
  try {
    const targets = [
      { path: BASELINE, url: `http://127.0.0.1:${baselinePort}/` },
      ...PAGES.map((path) => ({ path, url: new URL(path, storeUrl).toString() })),
    ];
    if (SIGNED_IN) {
      const session = await signInCustomer(apiUrl);
      for (const path of ['/profile#upcoming_bookings', session.trackPath])
        targets.push({ path: `${path} (signed in)`, url: new URL(path, storeUrl).toString(), session });
    }
    // The first request renders and caches the page (ISR). A page asked for by an address that
    // redirects (the experience's slug) is measured at the address it lands on, the one the store's
    // own links use: a customer does not pay that redirect, so its score should not.
    for (const target of targets) {
      const asked = new URL(target.url);
      const landed = new URL((await fetch(asked)).url);
      if (landed.pathname === asked.pathname) continue;
      landed.hash = asked.hash;
      target.url = landed.toString();
      target.path = target.path.replace(asked.pathname, landed.pathname);
    }
    // The store resizes a picture once and keeps it (apps/web/next.config.ts): one visit on the phone
    // Lighthouse emulates has the pictures the runs ask for made, as any earlier visitor would have.
    // Without it only a page's first run paid for them (0.1 s of the web server each).
    for (const target of targets) await visitAsPhone(browser, target);
    results.push(...(await measure(chrome.port, browser, targets, {})));
    const index = median(results.flatMap((r) => r.benchmarkIndexes));
    hostNote = `host benchmarkIndex ${Math.round(index)} (median of every run)`;
    if (process.env.LIGHTHOUSE_CALIBRATE) {
      const cpuSlowdownMultiplier = calibratedCpuSlowdown(index);
      if (cpuSlowdownMultiplier === undefined) throw new Error(`${hostNote}: too slow to calibrate`);
      calibration = { cpuSlowdownMultiplier, results: [] };
      const throttling = { ...results[0].throttling, cpuSlowdownMultiplier };
      calibration.results.push(...(await measure(chrome.port, browser, targets, { throttling })));
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
} finally {
  await Promise.all(services.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}

print(`mobile preset (CPU slowdown 4x); ${hostNote}`, results);
if (calibration)
  print(
    `CPU slowdown calibrated to this host: ${calibration.cpuSlowdownMultiplier.toFixed(2)}x`,
    calibration.results,
  );

function print(title, rows) {
  console.log(`\nLighthouse performance, median of ${RUNS} runs (budget >= ${BUDGET}), ${title}`);
  const baseline = rows.find((r) => r.path === BASELINE)?.median ?? 0;
  for (const r of rows) {
    const m = r.metrics;
    const verdict =
      r.path === BASELINE
        ? 'the framework alone'
        : `${r.median >= BUDGET ? 'within' : 'BELOW'} budget, ${r.median - baseline} from the baseline`;
    console.log(
      `${r.path}\n  ${r.median} ${verdict}  runs ${r.scores.join('/')}  ` +
        `FCP ${m['first-contentful-paint']}  LCP ${m['largest-contentful-paint']}  TBT ${m['total-blocking-time']}  CLS ${m['cumulative-layout-shift']}  SI ${m['speed-index']}`,
    );
  }
}

/** Loads the page once as Lighthouse's mobile preset shows it (its screen), until the network is quiet. */
async function visitAsPhone(browser, { url, session }) {
  const page = await browser.newPage();
  try {
    if (session) await startSignedIn(page, session, storeUrl);
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
  } finally {
    await page.close();
  }
}

/** Each page RUNS times; `flags` over the mobile preset (a throttling of its own, say). */
async function measure(port, browser, targets, flags) {
  const rows = [];
  for (const { path, url, session } of targets) {
    // A signed-in page runs in a tab of its own, whose session script writes the customer's
    // storage into every document it loads; the others in the tab Lighthouse opens.
    const page = session ? await browser.newPage() : undefined;
    if (page) await startSignedIn(page, session, storeUrl);
    const scores = [];
    const benchmarkIndexes = [];
    let metrics = {};
    let throttling;
    for (let run = 0, retried = 0; run < RUNS; run++) {
      const { lhr, artifacts } = await lighthouse(
        url,
        {
          ...(!page && { port }),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...flags,
        },
        undefined,
        page,
      );
      // A run that failed scores 0 and says why, rather than vanishing from the median, unless
      // Lighthouse lost its own trace of the load (it measured nothing of the page): that run is
      // made again, at most twice in a page's runs, and says so.
      if (lhr.runtimeError) {
        const { code, message } = lhr.runtimeError;
        const again = TRACE_LOST.has(code) && retried < 2;
        console.log(`${path} run ${run + 1}: ${code} ${message}${again ? ' (run again)' : ''}`);
        if (again) {
          retried += 1;
          run -= 1;
          continue;
        }
      }
      scores.push(Math.round(lhr.categories.performance.score * 100));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      throttling = lhr.configSettings.throttling;
      if (process.env.LIGHTHOUSE_DETAILS) printDetails(path, lhr);
      if (process.env.LIGHTHOUSE_SAVE) save(path, run, flags, lhr, artifacts);
      metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id].displayValue]),
      );
    }
    await page?.close();
    scores.sort((a, b) => a - b);
    rows.push({ path, median: median(scores), scores, metrics, benchmarkIndexes, throttling });
  }
  return rows;
}

/** LIGHTHOUSE_SAVE=dir keeps each report, to read in a Lighthouse viewer, and its trace, for Chrome's performance panel. */
function save(path, run, flags, lhr, artifacts) {
  const name = join(
    process.env.LIGHTHOUSE_SAVE,
    `${path.replace(/[^a-z0-9]+/gi, '_') || '_'}${flags.throttling ? '-calibrated' : ''}-${run}`,
  );
  writeFileSync(`${name}.json`, JSON.stringify(lhr));
  writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace));
}

/** Where the main thread's time went (LIGHTHOUSE_DETAILS=1): what to cut to lower blocking time. */
function printDetails(path, lhr) {
  const top = (audit, label, value, n = 6) =>
    (lhr.audits[audit]?.details?.items ?? [])
      .slice(0, n)
      .map((item) => `    ${String(Math.round(item[value])).padStart(6)} ms  ${item[label]}`)
      .join('\n');
  console.log(
    `${path}: benchmarkIndex ${lhr.environment.benchmarkIndex}\n  main thread by kind:\n${top('mainthread-work-breakdown', 'groupLabel', 'duration')}` +
      `\n  script evaluation by file:\n${top('bootup-time', 'url', 'scripting')}` +
      `\n  long tasks (start, duration, where):\n${longTasks(lhr)}` +
      `\n  LCP element: ${lcpElement(lhr)}`,
  );
}

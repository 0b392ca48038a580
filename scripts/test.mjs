// `npm test`: every suite, on this machine, ending with one line "N passed, N failed".
// `npm test -- unit api-pglite` runs only the named suites.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildConsoleIfStale, startConsole } from './lib/console.mjs';
import { startCspReportCollector } from './lib/csp-reports.mjs';
import { startTileStandIn } from './lib/map-tiles.mjs';
import { PAYTM_STAND_IN_MERCHANT, startPaytmStandIn } from './lib/paytm-stand-in.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { freePort, run } from './lib/proc.mjs';
import { playwrightFailures, vitestFailures } from './lib/reports.mjs';
import {
  buildWebIfStale,
  E2E_OPERATOR_PASSWORDS,
  makeImages,
  ROOT,
  SHARED_API_PORT,
  startApi,
  startWeb,
} from './lib/store.mjs';
import { chromiumHeadlessShellPath, chromiumPath, fleetEngines, postgresBinDir } from './lib/system.mjs';

const CI = process.env.CI === 'true';
const RESULTS = join(ROOT, '.tmp/results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The API and the stores of the journeys share it: the console's catalogue changes revalidate the store.
process.env.REVALIDATE_SECRET ??= randomBytes(24).toString('hex');

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const outcome = (suite, passed, failed, skipped = 0, note = '', failures = []) => ({
  suite,
  passed,
  failed,
  skipped,
  note,
  failures,
});

async function check(suite, command, args) {
  const code = await run(command, args, { cwd: ROOT, prefix: suite });
  if (code === 0) return outcome(suite, 1, 0);
  // Named like a test, so the summary says which check failed (its output is above, prefixed).
  return outcome(suite, 0, 1, 0, '', [`${[basename(command), ...args].join(' ')} exited with ${code}`]);
}

/** One outcome for a suite made of several checks or runs: their counts added, their notes and failures listed. */
const allOf = (suite, parts) =>
  outcome(
    suite,
    parts.reduce((sum, part) => sum + part.passed, 0),
    parts.reduce((sum, part) => sum + part.failed, 0),
    parts.reduce((sum, part) => sum + part.skipped, 0),
    parts
      .map((part) => part.note)
      .filter(Boolean)
      .join('; '),
    parts.flatMap((part) => part.failures),
  );

async function vitest(suite, project, env = {}, { prefix } = {}) {
  const file = join(RESULTS, `${suite}.json`);
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    { cwd: ROOT, env: { ...process.env, ...env }, prefix },
  );
  if (!existsSync(file)) return outcome(suite, 0, 1, 0, `vitest exited ${code} without a report`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return outcome(
    suite,
    report.numPassedTests,
    failed,
    report.numPendingTests + report.numTodoTests,
    '',
    vitestFailures(report, ROOT),
  );
}

function unavailable(suite, what) {
  // Under CI a missing database server or browser is a failure, never a skip.
  if (CI) return outcome(suite, 0, 1, 0, `${what} is missing and could not be installed`);
  console.warn(`[test] ${suite}: ${what} is missing (run as root to install it); skipped`);
  return outcome(suite, 0, 0, 1, `${what} missing`);
}

async function apiOnPostgres() {
  const binDir = postgresBinDir();
  if (!binDir) return unavailable('api-postgres', 'a PostgreSQL server');
  const server = await startPostgres(binDir);
  try {
    return await vitest('api-postgres', 'api', { DATABASE_URL: server.url }, { prefix: 'api-postgres' });
  } finally {
    server.stop();
  }
}

/**
 * Faults: the API as a process while its PostgreSQL server restarts, killed mid-write,
 * its providers slow. The suite starts a server of its own (it restarts it) and its own databases.
 */
function reliability() {
  if (!postgresBinDir()) return unavailable('reliability', 'a PostgreSQL server');
  return vitest('reliability', 'reliability', { DATABASE_URL: '' });
}

/**
 * The fleet: HAProxy, Varnish, PgBouncer, Redis and a PostgreSQL primary with its streaming replica
 * on loopback, two API and two store processes behind them, restarted and broken under load. After
 * the journeys, whose store build it reuses (its balancer takes the API address the build carries).
 */
function fleet() {
  if (!postgresBinDir() || !fleetEngines())
    return unavailable('fleet', 'PostgreSQL, HAProxy, Varnish, PgBouncer or Redis');
  return vitest('fleet', 'fleet', { DATABASE_URL: '' }, { prefix: 'fleet' });
}

/**
 * The journeys, one at a time in one Playwright process; with E2E_PROCESSES=2, each viewport's in
 * its own process, the two side by side: each viewport's journeys keep one order, so what axe checks
 * first is the same every run (e2e/tests/fixtures.ts), while the machine's second core serves the
 * other viewport. Journeys share the store, the API and its database, so each makes its own people
 * and orders, and what they must share (a seeded person's texted codes, the console sessions) goes
 * through E2E_SHARED_DIR (e2e/tests/shared.ts). One process stays the default until side by side
 * has been shown to cost no journey on our 2-core machines.
 * E2E_ARGS narrows a local run (a spec file, --grep, --project); CI leaves it unset.
 */
function e2eRuns() {
  const args = (process.env.E2E_ARGS ?? '').split(' ').filter(Boolean);
  const sideBySide = process.env.E2E_PROCESSES === '2' && !args.some((arg) => arg.startsWith('--project'));
  if (!sideBySide) return [{ name: 'e2e', args }];
  return ['phone', 'desktop'].map((project) => ({
    name: `e2e-${project}`,
    args: [...args, `--project=${project}`, `--output=.tmp/e2e-output/${project}`],
    prefix: `e2e-${project}`,
  }));
}

/**
 * What the journeys run against: the API on a fresh embedded database, the store built and served
 * twice (plain, and with a tag manager and social sign-in), the operator console, and the
 * stand-ins. Started once, as early as a core is free (see STAGES), and stopped after the journeys.
 */
async function setUpJourneys() {
  const [apiPort, webPort, gtmWebPort, consolePort] = [
    await freePort(SHARED_API_PORT),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // The operator console, for its journeys.
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storeUrl = `http://127.0.0.1:${webPort}`;
  // The same build again with a tag-manager container, for the loading-rule journeys; its script
  // address is on this machine and the journeys answer it with a stand-in.
  const gtmStoreUrl = `http://127.0.0.1:${gtmWebPort}`;
  // Google and Facebook sign-in, checked by the API against stand-ins the social journeys start on
  // these ports. They stay free until then: below the range the system hands out to servers that
  // ask for any port, as the other suites' stand-ins do meanwhile.
  const [jwksPort, graphPort] = [await freePort(4320), await freePort(4321)];
  const social = {
    GOOGLE_CLIENT_ID: 'e2e-store.apps.googleusercontent.com',
    FACEBOOK_APP_ID: '100000000000001',
  };
  const facebookSecret = 'e2e-facebook-app-secret';
  const dataDir = mkdtempSync('/tmp/store-e2e-');
  const services = [];
  const csp = await startCspReportCollector();
  const tiles = await startTileStandIn();
  const paytm = await startPaytmStandIn();
  const stop = async () => {
    await Promise.all(services.map((s) => s.stop()));
    await csp.close();
    await tiles.close();
    await paytm.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await makeImages();
    services.push(
      await startApi({
        port: apiPort,
        env: {
          PGLITE_DIR: join(dataDir, 'pglite'),
          DATABASE_URL: '',
          WEB_ORIGIN: `${storeUrl},${gtmStoreUrl}`,
          CONSOLE_ORIGIN: consoleUrl,
          LOG_LEVEL: 'warn',
          // The sign-in journeys read one-time codes from the SMS outbox.
          DEV_ENDPOINTS: 'true',
          DEMO_OPERATOR_PASSWORDS: E2E_OPERATOR_PASSWORDS,
          // The web-push journeys' stand-in push service (e2e/tests/push.spec.ts).
          PUSH_TEST_HOSTS: 'push.example.test',
          // The journeys' helpers sign each person in from their own address (X-Forwarded-For), as
          // customers behind the store's load balancer would; the per-address limits stay on.
          TRUST_PROXY: 'loopback',
          ...social,
          GOOGLE_JWKS_URL: `http://127.0.0.1:${jwksPort}/certs`,
          GOOGLE_ISSUERS: 'https://accounts.google.com',
          FACEBOOK_APP_SECRET: facebookSecret,
          FACEBOOK_GRAPH_URL: `http://127.0.0.1:${graphPort}`,
          // Paytm at checkout in Mumbai only, against its stand-in (e2e/tests/paytm.spec.ts).
          PAYTM_MID: PAYTM_STAND_IN_MERCHANT.mid,
          PAYTM_MERCHANT_KEY: PAYTM_STAND_IN_MERCHANT.key,
          PAYTM_GATEWAY_URL: paytm.gatewayUrl,
          PAYTM_STATUS_URL: paytm.statusUrl,
          PAYTM_CALLBACK_URL: `${apiUrl}/v2/payments/paytm/callback?order_id={order_id}`,
          PAYTM_CITIES: 'mumbai',
        },
      }),
    );
    await buildWebIfStale(apiUrl);
    // Without social sign-in, whatever the shell says: this store shows that nothing of it loads.
    const noSocial = {
      GOOGLE_CLIENT_ID: '',
      FACEBOOK_APP_ID: '',
      CSP_REPORT_URI: csp.url,
      MAP_TILE_URL: tiles.url,
      PAYTM_GATEWAY_URL: paytm.gatewayUrl,
    };
    services.push(await startWeb({ port: webPort, apiUrl, env: noSocial }));
    services.push(
      await startWeb({
        port: gtmWebPort,
        apiUrl,
        env: {
          GTM_ID: 'GTM-E2ETEST',
          GTM_SCRIPT_URL: `${gtmStoreUrl}/gtm.js`,
          // Browser failures to Sentry: an address the error-report journey answers.
          SENTRY_BROWSER_DSN: 'http://e2ekey@127.0.0.1:9/1',
          ...social,
          GOOGLE_GSI_SCRIPT_URL: `${gtmStoreUrl}/e2e-stand-in/gsi-client.js`,
          FACEBOOK_SDK_URL: `${gtmStoreUrl}/e2e-stand-in/facebook-sdk.js`,
          CSP_REPORT_URI: csp.url,
        },
      }),
    );
    await buildConsoleIfStale();
    services.push(await startConsole({ port: consolePort, apiUrl }));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stop,
    csp,
    env: {
      STORE_URL: storeUrl,
      CONSOLE_URL: consoleUrl,
      GTM_STORE_URL: gtmStoreUrl,
      API_URL: apiUrl,
      E2E_GOOGLE_JWKS_PORT: String(jwksPort),
      E2E_FACEBOOK_GRAPH_PORT: String(graphPort),
      E2E_FACEBOOK_APP_SECRET: facebookSecret,
      E2E_CSP_REPORTS_URL: csp.url,
      E2E_MAP_TILES: tiles.url,
    },
  };
}

let journeysSetUp;
/** The journeys' services, set up once: ahead of time by the API stage, or by the journeys. */
function journeysReady() {
  journeysSetUp ??= setUpJourneys();
  return journeysSetUp;
}

async function e2e() {
  // The headless shell for the journeys, the full browser for those of web push (e2e/tests/browsers.ts).
  const [chromium, fullChromium] = [chromiumHeadlessShellPath(), chromiumPath()];
  if (!chromium || !fullChromium) {
    await journeysSetUp?.then((setUp) => setUp.stop()).catch(() => undefined);
    return unavailable('e2e', chromium ? 'Chromium' : "Chromium's headless shell");
  }
  let setUp;
  try {
    setUp = await journeysReady();
  } catch (error) {
    console.error(`[test] e2e could not start: ${error.message}`);
    return outcome('e2e', 0, 1, 0, error.message);
  }
  const { csp } = setUp;
  try {
    const runs = await Promise.all(
      e2eRuns().map(async ({ name, args, prefix }) => {
        const file = join(RESULTS, `${name}.json`);
        const code = await run(
          bin('playwright'),
          ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...args],
          {
            cwd: ROOT,
            prefix,
            env: {
              ...process.env,
              ...setUp.env,
              CHROMIUM: chromium,
              CHROMIUM_FULL: fullChromium,
              PLAYWRIGHT_JSON_OUTPUT_NAME: file,
              // The pages axe has checked, once each per viewport per run (e2e/tests/fixtures.ts).
              E2E_AXE_CHECKED: join(RESULTS, 'axe-checked.txt'),
              // Locks and values the processes of this run share (e2e/tests/shared.ts); a new run starts empty.
              E2E_SHARED_DIR: join(RESULTS, 'e2e-shared'),
            },
          },
        );
        if (!existsSync(file))
          return outcome('e2e', 0, 1, 0, `playwright (${name}) exited ${code} without a report`);
        const { stats, ...report } = JSON.parse(readFileSync(file, 'utf8'));
        const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
        return outcome(
          'e2e',
          stats.expected + stats.flaky,
          failed,
          stats.skipped,
          '',
          playwrightFailures(report),
        );
      }),
    );
    const journeys = allOf('e2e', runs);
    // Every journey ran under the stores' CSP: a report means a page tried to load something the
    // policy does not allow (a provider missing from it, or an injected script).
    for (const report of csp.reports) console.error('[test] CSP violation:', JSON.stringify(report));
    if (csp.reports.length > 0) {
      journeys.failed += 1;
      journeys.note = `${csp.reports.length} CSP violations`;
    }
    return journeys;
  } catch (error) {
    console.error(`[test] e2e could not run: ${error.message}`);
    return outcome('e2e', 0, 1, 0, error.message);
  } finally {
    await setUp.stop();
  }
}

const suites = {
  // Biome's rules and formatting, then knip: an export, file or dependency nothing uses fails too;
  // then dependency-cruiser: an API module reaching into another's repository fails.
  lint: async () => {
    const biome = await check('lint', bin('biome'), ['check', '.']);
    const knip = await check('lint', bin('knip'), []);
    // Production mode: only what the apps run, from their own entries; an export that only tests use
    // is code no customer runs.
    const knipProduction = await check('lint', bin('knip'), ['--production']);
    const modules = await check('lint', bin('depcruise'), [
      'apps/api/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ]);
    return allOf('lint', [biome, knip, knipProduction, modules]);
  },
  // The packages and the API, then the store and the console on their own settings (a changed
  // contract fails here too).
  typecheck: async () => {
    const packages = await check('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
    const web = await check('typecheck', bin('tsc'), ['-p', 'apps/web/tsconfig.json', '--noEmit']);
    const consoleTypes = await check('typecheck', bin('tsc'), [
      '-p',
      'apps/console/tsconfig.json',
      '--noEmit',
    ]);
    return allOf('typecheck', [packages, web, consoleTypes]);
  },
  unit: () => vitest('unit', 'unit', {}, { prefix: 'unit' }),
  'api-pglite': () => vitest('api-pglite', 'api', { DATABASE_URL: '' }, { prefix: 'api-pglite' }),
  // The PostgreSQL suite ends minutes before the PGlite one (about 320 s against 620 s here): its
  // core then builds and starts what the journeys need, instead of idling.
  'api-postgres': async () => {
    const result = await apiOnPostgres();
    if (wanted('e2e')) await journeysReady().catch(() => undefined); // e2e reports a failure
    return result;
  },
  reliability,
  e2e,
  fleet,
};

/**
 * The suites in order; those in one stage run side by side. The API suites on PGlite and on
 * PostgreSQL are independent (each file copies its own database and file directory) and each keeps
 * one core busy, so on this 2-core machine together they take the time of the longer one. Timing
 * bounds in them count the process's own CPU time, not the wall clock. The fault and browser
 * suites keep the machine to themselves; the journeys' services, built and started in the API
 * stage, wait idle through the fault suite.
 */
const STAGES = [
  ['lint', 'typecheck', 'unit'],
  ['api-pglite', 'api-postgres'],
  ['reliability'],
  ['e2e'],
  ['fleet'],
];

const chosen = process.argv.slice(2).filter((name) => name in suites);
const wanted = (name) => chosen.length === 0 || chosen.includes(name);
const results = [];
for (const stage of STAGES) {
  const names = stage.filter(wanted);
  if (names.length === 0) continue;
  console.log(`\n[test] ── ${names.join(' + ')} ──`);
  results.push(...(await Promise.all(names.map((name) => suites[name]()))));
}

console.log('\n[test] summary');
for (const r of results) {
  console.log(
    `  ${r.suite.padEnd(13)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? `  (${r.note})` : ''}`,
  );
}
const failures = results.flatMap((r) => r.failures.map((failure) => `  ${r.suite.padEnd(13)} ${failure}`));
if (failures.length > 0) console.log(`\n[test] failed or flaky\n${failures.join('\n')}`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);

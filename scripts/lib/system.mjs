import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
const isRoot = () => process.getuid?.() === 0;
let aptUpdated = false;

function aptInstall(pkg) {
  if (!isRoot()) return false;
  console.log(`[setup] installing ${pkg} with apt-get`);
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return true;
}

/** The bin folder of a PostgreSQL server, 15 preferred (production's version); installed when missing. */
export function postgresBinDir() {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    const versions = readdirSync(root)
      .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
      .sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)));
    return versions[0] ? `${root}/${versions[0]}/bin` : null;
  };
  return find() ?? (aptInstall('postgresql') ? find() : null);
}

export function chromiumPath() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  return aptInstall('chromium') && existsSync(CHROMIUM) ? CHROMIUM : null;
}

/**
 * The journeys' browser: Chromium's headless shell, the same Blink and V8 as the full browser
 * without its desktop shell (what Playwright itself runs for headless tests). On this 2-core
 * machine the journeys take about a tenth less time in it. Lighthouse keeps the full browser.
 */
const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function chromiumHeadlessShellPath() {
  if (existsSync(CHROMIUM_HEADLESS_SHELL)) return CHROMIUM_HEADLESS_SHELL;
  return aptInstall('chromium-headless-shell') && existsSync(CHROMIUM_HEADLESS_SHELL)
    ? CHROMIUM_HEADLESS_SHELL
    : null;
}

/**
 * The fleet's engines from Debian's packages (the fleet suite and its bench start them on
 * loopback): the balancer, the caching proxy standing in for a CDN, the connection pooler and the
 * store processes' shared cache. Installed when missing; null when one cannot be.
 */
const FLEET_ENGINES = {
  haproxy: ['haproxy', '/usr/sbin/haproxy'],
  varnishd: ['varnish', '/usr/sbin/varnishd'],
  pgbouncer: ['pgbouncer', '/usr/sbin/pgbouncer'],
  redisServer: ['redis-server', '/usr/bin/redis-server'],
};

export function fleetEngines() {
  const engines = {};
  for (const [name, [pkg, path]] of Object.entries(FLEET_ENGINES)) {
    if (!existsSync(path) && !(aptInstall(pkg) && existsSync(path))) return null;
    engines[name] = path;
  }
  return engines;
}

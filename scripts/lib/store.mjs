import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run, startService, waitForHttp } from './proc.mjs';

export const ROOT = resolve(import.meta.dirname, '../..');
const WEB = join(ROOT, 'apps/web');
export const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
// NEXT_DIST_DIR lets a second working build live beside the first (next.config.ts reads it too).
const BUILD_STAMP = join(WEB, process.env.NEXT_DIST_DIR ?? '.next', 'store-build-hash');

/** The journeys' demo operators (e2e/tests/console-helpers.ts signs in with them). */
export const E2E_OPERATOR_PASSWORDS = 'admin=e2e-admin-password,ops=e2e-ops-password';

/** Starts the API (`tsx` runs the TypeScript source as is) and waits for /health. */
export async function startApi({ port, env = {} }) {
  // API_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles the API of a bench run (Node refuses
  // --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = startService(
    'api',
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, API_PORT: String(port), ...env },
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/health`, { service: api, timeoutMs: 180_000 });
  return api;
}

export async function startWeb({ port, apiUrl, env = {}, host = '127.0.0.1' }) {
  const web = startService('web', process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', host], {
    cwd: WEB,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', API_URL: apiUrl, ...env },
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, { service: web });
  return web;
}

/** The local images the seed refers to; the script skips those that exist. */
export async function makeImages() {
  const code = await run(process.execPath, ['--import', 'tsx', 'scripts/make-images.ts'], { cwd: ROOT });
  if (code !== 0) throw new Error('making the seed images failed');
}

/** The API port the test and bench runs prefer, so that they can share one build of the store. */
export const SHARED_API_PORT = 4310;

/**
 * The store's settings its layout and pages write into the HTML (apps/web/src/lib/config.server.ts):
 * a page prerendered at build time carries the build's values until it is rendered again, so a
 * change of one of them makes the build stale, as a change of the API's address does. Settings read
 * per request (the CSP's, social sign-in's, the map's, error reporting's) are not here.
 */
const BAKED_SETTINGS = [
  'API_PUBLIC_URL',
  'SITE_URL',
  'GTM_ID',
  'GTM_SCRIPT_URL',
  'PARTY_STORE_URL',
  'PARTY_STORE_COLLECTION_IDS',
];

/** Builds the store unless a build of exactly these sources exists. The API must be up: pages read it. */
export async function buildWebIfStale(apiUrl) {
  // Prerendered pages carry the API address they were built against (the runtime config in the
  // layout), so a build for another API is stale too.
  // NEXT_BUILD_FLAGS=--webpack builds with webpack instead of Turbopack, for A/B runs of the benches.
  const flags = process.env.NEXT_BUILD_FLAGS?.split(' ').filter(Boolean) ?? [];
  const hash = createHash('sha256')
    .update(sourceHash())
    .update(apiUrl)
    .update(flags.join(' '))
    .update(JSON.stringify(BAKED_SETTINGS.map((name) => process.env[name] ?? '')))
    .digest('hex');
  if (existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === hash) return false;
  const code = await run(process.execPath, [NEXT_BIN, 'build', ...flags], {
    cwd: WEB,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', API_URL: apiUrl },
  });
  if (code !== 0) throw new Error('next build failed');
  writeFileSync(BUILD_STAMP, hash);
  return true;
}

const sourceHash = () =>
  hashOfSources(
    [
      'apps/web/src',
      'apps/web/public',
      'packages/api-client/src',
      'packages/contract/src',
      'packages/domain/src',
      // A patched dependency (Next.js's own, say) changes what the build is made of.
      'patches',
    ],
    // The packages' manifests too: their exports and side-effect flags change what is bundled.
    [
      'apps/web/next.config.ts',
      'apps/web/package.json',
      'packages/api-client/package.json',
      'packages/contract/package.json',
      'packages/domain/package.json',
      'package-lock.json',
    ],
  );

/** A hash of every file under these directories and of these files (paths from the root): what a build is made of. */
export function hashOfSources(dirs, files) {
  const hash = createHash('sha256');
  for (const dir of dirs)
    for (const file of listFiles(join(ROOT, dir))) hash.update(file).update(readFileSync(file));
  for (const file of files) {
    if (existsSync(join(ROOT, file))) hash.update(readFileSync(join(ROOT, file)));
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}

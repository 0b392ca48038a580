import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, startService, waitForHttp } from './proc.mjs';
import { hashOfSources, ROOT } from './store.mjs';

// The operator console (apps/console): a Vite build of static files, served by
// scripts/console-server.mjs next to the store. Nothing of it is in the store's build.
const CONSOLE_DIR = join(ROOT, 'apps/console');
const STAMP = join(CONSOLE_DIR, 'dist', '.build-hash');
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');

/** Builds the console unless a build of exactly these sources exists (it knows no API address: it reads /config.json). */
export async function buildConsoleIfStale() {
  const hash = hashOfSources(
    [
      'apps/console/src',
      'apps/console/public',
      'packages/api-client/src',
      'packages/contract/src',
      'packages/domain/src',
    ],
    [
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/package.json',
      'packages/api-client/package.json',
      'packages/contract/package.json',
      'packages/domain/package.json',
      'package-lock.json',
    ],
  );
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return false;
  const code = await run(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], { cwd: CONSOLE_DIR });
  if (code !== 0) throw new Error('the console build (vite build in apps/console) failed');
  writeFileSync(STAMP, hash);
  return true;
}

/** Serves the built console on `port`, telling it where the API is (as the browser reaches it). */
export async function startConsole({ port, apiUrl, host = '127.0.0.1' }) {
  const consoleApp = startService('console', process.execPath, [join(ROOT, 'scripts/console-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, CONSOLE_PORT: String(port), CONSOLE_HOST: host, CONSOLE_API_URL: apiUrl },
  });
  await waitForHttp(`http://127.0.0.1:${port}/config.json`, { service: consoleApp, timeoutMs: 30_000 });
  return consoleApp;
}

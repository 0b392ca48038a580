import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, startService, waitForHttp } from './proc.mjs';
import { hashOfSources, ROOT } from './store.mjs';

// The operator console (apps/admin): a Vite build of static files, served by
// scripts/admin-server.mjs next to the store. Nothing of it is in the store's build.
const ADMIN = join(ROOT, 'apps/admin');
const STAMP = join(ADMIN, 'dist', '.build-hash');
const VITE_BIN = join(ROOT, 'node_modules/vite/bin/vite.js');

/** Builds the console unless a build of exactly these sources exists (it knows no API address: it reads /config.json). */
export async function buildAdminIfStale() {
  const hash = hashOfSources(
    [
      'apps/admin/src',
      'apps/admin/public',
      'packages/api-client/src',
      'packages/contract/src',
      'packages/domain/src',
    ],
    ['apps/admin/index.html', 'apps/admin/vite.config.ts', 'apps/admin/package.json', 'package-lock.json'],
  );
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return false;
  const code = await run(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], { cwd: ADMIN });
  if (code !== 0) throw new Error('the console build (vite build in apps/admin) failed');
  writeFileSync(STAMP, hash);
  return true;
}

/** Serves the built console on `port`, telling it where the API is (as the browser reaches it). */
export async function startAdmin({ port, apiUrl, host = '127.0.0.1' }) {
  const admin = startService('admin', process.execPath, [join(ROOT, 'scripts/admin-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ADMIN_PORT: String(port), ADMIN_HOST: host, ADMIN_API_URL: apiUrl },
  });
  await waitForHttp(`http://127.0.0.1:${port}/config.json`, { service: admin, timeoutMs: 30_000 });
  return admin;
}

// `npm run start:api`, `start:store`, `start:console`: one production process of one tier, run as
// many times as the load needs (README "Running as a fleet"). Nothing is built here: `npm run build`
// made the store and the console once, and every setting comes from the environment. The process
// replaces nothing and keeps nothing of its own: stopping it (SIGTERM) lets it finish what it
// serves, and its exit code is the tier's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NEXT_BIN, ROOT } from './lib/store.mjs';

const tier = process.argv[2];
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production', NEXT_TELEMETRY_DISABLED: '1' };

function fail(message) {
  console.error(`[start:${tier ?? ''}] ${message}`);
  process.exit(1);
}

function needsBuild(file, what) {
  if (!existsSync(file))
    fail(`${what} is not built: run \`npm run build\` first (nothing is built at start)`);
}

const tiers = {
  // The API runs its TypeScript as it is (tsx); its settings are checked by apps/api/src/env.ts.
  api: () => [process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], ROOT],
  store: () => {
    needsBuild(join(ROOT, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'the store');
    if (!process.env.API_URL) fail('API_URL is required: where the store finds the API (its balancer)');
    const port = process.env.WEB_PORT ?? '3000';
    return [
      process.execPath,
      [NEXT_BIN, 'start', '-p', port, '-H', process.env.WEB_HOST ?? '127.0.0.1'],
      join(ROOT, 'apps/web'),
    ];
  },
  console: () => {
    needsBuild(join(ROOT, 'apps/console/dist/index.html'), 'the console');
    if (!process.env.CONSOLE_API_URL)
      fail("CONSOLE_API_URL is required: the API's address as operators' browsers reach it");
    return [process.execPath, [join(ROOT, 'scripts/console-server.mjs')], ROOT];
  },
};

if (!(tier in tiers)) fail('say which tier: api, store or console');
const [command, args, cwd] = tiers[tier]();
const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
// A deployment stops the tier by signalling this process: the tier gets the signal and ends itself.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

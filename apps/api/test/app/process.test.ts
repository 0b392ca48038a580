import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');

// The real entry point as `npm start` runs it: environment, logger, migrations, listen, shutdown.
describe.runIf(inject('pgliteTemplate'))('the API process', () => {
  const dir = mkdtempSync('/tmp/store-api-process-');
  let child: ChildProcess | undefined;
  let prod: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    // Should it have started after all, the API is its child: end the whole process group.
    if (prod?.pid && prod.exitCode === null) process.kill(-prod.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves, then on SIGTERM finishes and exits 0', async () => {
    const dataDir = join(dir, 'pglite');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, API_PORT: '0', PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 60_000);
      child?.stdout?.on('data', () => {
        const match = output.match(/API ready on (http:\/\/[0-9.:]+)/);
        if (match?.[1]) {
          clearTimeout(timer);
          resolveUrl(match[1]);
        }
      });
    });
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(health.headers.get('strict-transport-security')).toContain('max-age=');
    // Development endpoints only when asked for (DEV_ENDPOINTS=true), whatever NODE_ENV says.
    expect((await fetch(`${url}/dev/sms-outbox?mobile=9000000002`)).status).toBe(404);
    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 90_000);

  it('refuses to start with a bad variable and names it', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, API_PORT: 'four thousand' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    bad.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((r) => bad.on('exit', (c) => r(c)));
    expect(code).not.toBe(0);
    expect(stderr).toContain('API_PORT');
  }, 30_000);

  it('starts in production by default with `npm run start:api`, which refuses sandbox and development settings by name', async () => {
    const { NODE_ENV: _, ...inherited } = process.env; // vitest sets NODE_ENV=test
    prod = spawn(process.execPath, ['scripts/serve.mjs', 'api'], {
      cwd: ROOT,
      env: {
        ...inherited,
        API_PORT: '0',
        PGLITE_DIR: join(dir, 'never-opened'),
        DATABASE_URL: '',
        PAYMENT_PROVIDER: 'sandbox',
        DEV_ENDPOINTS: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    prod.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    prod.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((r) => prod?.on('exit', (c) => r(c)));
    expect(code).not.toBe(0);
    for (const name of ['DATABASE_URL', 'PAYMENT_PROVIDER', 'DEV_ENDPOINTS'])
      expect(output).toMatch(new RegExp(`${name}: [^;]+\\(NODE_ENV=production\\)`));
    expect(output).not.toContain('API ready');
  }, 60_000);

  it('never builds a tier at start: a store process without a build says to run `npm run build`', async () => {
    const store = spawn(process.execPath, ['scripts/serve.mjs', 'store'], {
      cwd: ROOT,
      env: { ...process.env, NEXT_DIST_DIR: '.next-never-built', API_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    store.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((r) => store.on('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(stderr).toContain('the store is not built: run `npm run build` first');
    expect(existsSync(join(ROOT, 'apps/web/.next-never-built'))).toBe(false);
  }, 30_000);
});

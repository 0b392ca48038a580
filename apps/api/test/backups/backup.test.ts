import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, loadDataDirFrom, openDatabase, schema } from '@store/db';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { placeCod } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { withDatabase } from '../support/template';
import { type TestApp, useTestApp } from '../support/test-app';

// `npm run backup` writes a consistent copy, `npm run restore FILE` brings it
// back (refusing to overwrite), and the restored database holds the orders placed before the copy
// and none placed after it. The commands run as a person runs them, as child processes.

const ROOT = resolve(import.meta.dirname, '../../../..');

type Outcome = { code: number | null; output: string };

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

/** The path the backup printed last. */
const copyPath = (outcome: Outcome) => outcome.output.trim().split('\n').at(-1) ?? '';

/** The app in this process on a data directory of the test's own, with the tests' clock. */
async function appOn(database: Database): Promise<TestApp> {
  const app = await buildApp({ database, clock: () => TEST_NOW, devEndpoints: true });
  await app.ready();
  return { app, database, databaseName: '', statements: [], close: () => app.close() };
}

async function placeOrder(database: Database): Promise<number> {
  const t = await appOn(database);
  try {
    return await placeCod(t, await sessionFor(t, 2));
  } finally {
    await t.close();
  }
}

const orderIds = async (database: Database) =>
  (await database.db.select({ id: schema.orders.id }).from(schema.orders)).map((row) => row.id);

describe.runIf(inject('pgliteTemplate'))('backup and restore of the embedded database', () => {
  const dir = mkdtempSync('/tmp/store-backup-');
  const dataDir = join(dir, 'pglite');
  const env = { PGLITE_DIR: dataDir, BACKUP_DIR: join(dir, 'backups'), DATABASE_URL: '' };
  let api: ChildProcess | undefined;
  afterAll(() => {
    api?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the directory alone, or asks the running API for it; restores it beside, never over it', async () => {
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    const order = await placeOrder(database);
    await database.close();

    const cold = await npmRun('backup', [], env);
    expect(cold.code).toBe(0);
    expect(copyPath(cold)).toMatch(/backups\/store-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    // The store running: its process holds the directory, so the copy comes from it, with what it
    // has just written.
    api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, API_PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await readyUrl(api);
    const enquiry = await fetch(`${url}/v5/enquire-now`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', city: 'delhi-ncr' },
      body: JSON.stringify({ name: 'Backup check', mobile: '9000000099', group_size: 12 }),
    });
    const enquiryId = ((await enquiry.json()) as { data: { enquiry_id: number } }).data.enquiry_id;
    const hot = await npmRun('backup', [], env);
    expect(hot.code).toBe(0);
    const inUse = await npmRun('restore', [copyPath(cold), '--force'], env);
    expect(inUse.code).not.toBe(0);
    expect(inUse.output).toMatch(/process \d+ is using .*: stop the store first/);
    const stopped = new Promise((done) => api?.on('exit', done));
    api.kill('SIGTERM');
    await stopped;

    // Over a database that is there: refused without --force, moved aside with it.
    const kept = await npmRun('restore', [copyPath(cold)], env);
    expect(kept.code).not.toBe(0);
    expect(kept.output).toContain('holds a database: add -- --force to move it aside first');
    const restored = await npmRun('restore', [copyPath(cold), '--force'], env);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/moved the database that was there to .*pglite\.before-restore-/);
    expect(restored.output).toContain(`restored ${copyPath(cold)}: 41 orders, the newest #${order}`);
    expect(await enquiryIn(dataDir, enquiryId)).toBeUndefined();

    // The running API's copy holds the enquiry it took just before.
    const later = join(dir, 'later');
    await loadDataDirFrom(copyPath(hot), later, async () => undefined);
    expect(await enquiryIn(later, enquiryId)).toBe('Backup check');
  }, 180_000);
});

/** The name on an enquiry in a data directory, if it is there. */
async function enquiryIn(dataDir: string, id: number): Promise<string | undefined> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id));
    return row?.name;
  } finally {
    await database.close();
  }
}

describe.runIf(inject('postgresAdminUrl'))('backup and restore of a PostgreSQL server', () => {
  const t = useTestApp();
  const dir = mkdtempSync('/tmp/store-backup-');
  const target = `store_restore_${process.pid}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the server with pg_dump and restores the dump into another database, not over one in use', async () => {
    const source = withDatabase(inject('postgresAdminUrl'), t().databaseName);
    const before = await placeCod(t(), await sessionFor(t(), 2));
    const backup = await npmRun('backup', [], { DATABASE_URL: source, BACKUP_DIR: dir });
    expect(backup.code).toBe(0);
    expect(copyPath(backup)).toMatch(/store-.*Z\.pgdump$/);
    expect(existsSync(copyPath(backup))).toBe(true);
    const after = await placeCod(t(), await sessionFor(t(), 3));

    const overInUse = await npmRun('restore', [copyPath(backup)], { DATABASE_URL: source });
    expect(overInUse.code).not.toBe(0);
    expect(overInUse.output).toContain('holds the store already: add -- --force to replace it');

    await admin(`CREATE DATABASE ${target}`);
    const url = withDatabase(inject('postgresAdminUrl'), target);
    const restored = await npmRun('restore', [copyPath(backup)], { DATABASE_URL: url });
    expect(restored.code).toBe(0);
    expect(restored.output).toContain(`41 orders, the newest #${before}`);
    const database = await openDatabase({ url });
    const ids = await orderIds(database);
    await database.close();
    expect(ids).toContain(before);
    expect(ids).not.toContain(after);
  }, 120_000);
});

/** The address the API prints once it listens. */
function readyUrl(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the API did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/API ready on (http:\/\/[0-9.:]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        done(match[1]);
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
  });
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '@store/db';
import { seed } from '@store/db/seed';
import pg from 'pg';
import { hashDemoOperatorPasswords } from '../../src/modules/accounts/demo-operators';
import { TEMPLATE_DB_NAME, TEST_OPERATOR_PASSWORDS, TEST_TODAY } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../../../..');
export const PGLITE_TEMPLATES = join(ROOT, '.tmp/pglite-template');

/** Migrations and seed source decide the template's content, so they name it. */
function contentHash(today: string): string {
  const hash = createHash('sha256').update(today);
  for (const dir of [MIGRATIONS_DIR, join(ROOT, 'packages/db/src')]) {
    for (const file of listFiles(dir)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}

/**
 * A migrated, seeded PGlite directory, made once and reused while migrations and seed are unchanged.
 * Seeded as of the tests' fixed day, or of another (the reliability suite's API runs on the real clock).
 */
export async function ensurePgliteTemplate(today = TEST_TODAY): Promise<string> {
  const dir = join(PGLITE_TEMPLATES, contentHash(today));
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  // Several runs may build at once: each builds its own copy and the first rename wins.
  const building = `${dir}.building-${process.pid}`;
  const database = await openDatabase({ dataDir: building });
  await database.migrate();
  await seed(database.db, { today, demoOperators: await hashDemoOperatorPasswords(TEST_OPERATOR_PASSWORDS) });
  await database.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  pruneOldTemplates(dir);
  return dir;
}

/** Templates of earlier migrations or seeds, once nobody can still be copying them. */
function pruneOldTemplates(current: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(PGLITE_TEMPLATES)) {
    const path = join(PGLITE_TEMPLATES, name);
    if (path !== current && statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
  }
}

/** A migrated, seeded template database on the server that each test file copies. */
export async function ensurePostgresTemplate(adminUrl: string, today = TEST_TODAY): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB_NAME}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(adminUrl, TEMPLATE_DB_NAME) });
  await database.migrate();
  await seed(database.db, { today, demoOperators: await hashDemoOperatorPasswords(TEST_OPERATOR_PASSWORDS) });
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

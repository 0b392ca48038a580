import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the journeys of one run share when scripts/test.mjs runs them in more than one Playwright
 * process (E2E_SHARED_DIR, a folder of the run): a seeded person's texted codes, read from the one
 * development outbox, and the console sessions opened once a run. Without the folder (one process)
 * the journeys run one at a time anyway, and both helpers simply do the work.
 */
const SHARED_DIR = process.env.E2E_SHARED_DIR;

/** Longer than any holder needs (a sign-in is a few seconds): a lock this old was left by a killed run. */
const ABANDONED_AFTER_MS = 60_000;
const RETRY_MS = 100;

/**
 * Runs `work` while no other process of the run is running work under the same name. For a
 * seeded person's mobile: ask a code, read the newest, use it; another process asking for the
 * same number in between would make the newest code theirs.
 */
export async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!SHARED_DIR) return work();
  mkdirSync(SHARED_DIR, { recursive: true });
  const lock = join(SHARED_DIR, `${name}.lock`);
  // mkdir is atomic: exactly one process makes the folder; the others find it there and wait.
  while (!tryMkdir(lock)) {
    const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > ABANDONED_AFTER_MS)
      rmSync(lock, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function tryMkdir(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The value `make` gives, made by the first process of the run that asks and read by the others
 * (JSON): an operator's console session, which texts a code to open, and an operator gets three
 * codes in 15 minutes.
 */
export function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  if (!SHARED_DIR) return make();
  const file = join(SHARED_DIR, `${name}.json`);
  return oneAtATime(name, async () => {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
    const value = await make();
    writeFileSync(file, JSON.stringify(value));
    return value;
  });
}

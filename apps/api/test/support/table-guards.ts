import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Shared by the tests that guard a table: who may write it (read from the API's source as text) and
// what the database itself refuses.

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every TypeScript file of apps/api/src: its path from there, and its text. */
export const apiSources = (): { path: string; text: string }[] =>
  sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** What the database said when it refused a statement (Drizzle wraps it as the cause). */
export async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const { cause } = error as { cause?: Error };
    return (cause ?? (error as Error)).message;
  }
  return 'nothing: the statement was accepted';
}

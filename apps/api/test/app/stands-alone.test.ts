import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself: what code relies on is in docs/, so a comment points there, never
// at a document kept elsewhere or at the tracker's numbering, which a reader of the code may not have.
const ROOT = join(import.meta.dirname, '../../../..');
const OUTSIDE = [
  /DESIGN\.md/,
  /store-spec/,
  /\.\.\/shared\//,
  /\bspec(ification)? sections? \d/i,
  /\bissue #?\d+/i,
];
// The README says where the product comes from; this file names what it looks for; a migration stays
// as it ran, comments and all.
const EXEMPT = new Set([
  'README.md',
  'apps/api/test/app/stands-alone.test.ts',
  'package-lock.json',
  'packages/db/drizzle/0007_order_lifecycle.sql',
]);

describe('the repository', () => {
  it('points at no document outside it and names no issue number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|cjs|js|json|css|sql|md|yml|yaml|sh)$/.test(file) && !EXEMPT.has(file));
    const found = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { errorEnvelope } from '@store/contract';
import { ERROR_CATALOGUE, ERROR_CODES } from '@store/domain';
import { describe, expect, it } from 'vitest';

// Each refusal names its business reason with a code of its own; the generic CONFLICT is left to a
// bare 409 that names none (codeForStatus). docs/http-contract.md lists every code with its status.

const ROOT = resolve(import.meta.dirname, '../../../..');
const SOURCES = ['apps/api/src', 'packages/domain/src'];
const CATALOGUE = 'packages/domain/src/errors/catalogue.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the error codes', () => {
  it('leave no refusal under the generic CONFLICT', () => {
    const throwing = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== CATALOGUE && readFileSync(join(ROOT, path), 'utf8').includes("'CONFLICT'"));
    expect(throwing).toEqual([]);
  });

  it('are each listed in docs/http-contract.md with their status', () => {
    const doc = readFileSync(join(ROOT, 'docs/http-contract.md'), 'utf8');
    const listed = new Map(
      [...doc.matchAll(/^\| ([A-Z_]+) \| (\d{3}) \| .+ \|$/gm)].map((m) => [m[1], Number(m[2])]),
    );
    expect(Object.fromEntries(listed)).toEqual(
      Object.fromEntries(ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].status])),
    );
  });

  it("parse in the contract's error envelope, and no other code does", () => {
    const reply = (code: string) => ({
      status_code: 409,
      code,
      error_message: 'x',
      message: 'x',
      data: {},
    });
    for (const code of ['ORDER_STATE', 'REFUND_IN_PROGRESS', 'FEEDBACK_ALREADY_GIVEN', 'UNKNOWN_CITY'])
      expect(errorEnvelope.safeParse(reply(code)).success, code).toBe(true);
    expect(errorEnvelope.safeParse(reply('SOMETHING_ELSE')).success).toBe(false);
  });
});

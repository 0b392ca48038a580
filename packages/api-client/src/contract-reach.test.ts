import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

// The web app reaches the API only through endpoints.ts, typed by the contract.
const ROOT = resolve(import.meta.dirname, '../../..');
const WEB_SRC = join(ROOT, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The part of each endpoint's path before its first parameter: '/v5/experience/id/' and so on. */
const prefixes = Object.values(endpoints).map((e) => e.path.split(':')[0] ?? e.path);
/** A string or template literal that starts like an API path (comment lines are left out below). */
const apiPathLiteral = /['"`](\/v\d+\/[^'"`]*)['"`]/g;

describe('the web app names no API path of its own', () => {
  it('has no API path literal in apps/web/src', () => {
    const found = sourceFiles(WEB_SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join('\n');
      return [...code.matchAll(apiPathLiteral)].map((m) => `${relative(ROOT, file)}: ${m[1]}`);
    });
    expect(found).toEqual([]);
  });

  it('would see one (the check matches what it guards against)', () => {
    for (const line of ["api.get('/v2/getCities')", 'fetch(`/v5/experience/id/' + '${id}`)'])
      expect([...line.matchAll(apiPathLiteral)]).toHaveLength(1);
    expect(prefixes).toContain('/v5/experience/id/');
  });
});

describe("a changed contract schema breaks the web app's type check", () => {
  it('fails where the web reads a field a schema no longer has', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, 'apps/web/tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error('apps/web/tsconfig.json did not parse');
    const orders = join(ROOT, 'packages/contract/src/orders.ts');
    const original = readFileSync(orders, 'utf8');
    // The placed order's id renamed, in memory only: the web's checkout reads `order_id`.
    const changed = original.replace(
      'export const placedOrder = z.object({\n  order_id:',
      'export const placedOrder = z.object({\n  order_number:',
    );
    expect(changed).not.toBe(original);
    const host = ts.createCompilerHost({ ...config.options, incremental: false });
    const readFile = host.readFile;
    host.readFile = (file) => (resolve(file) === orders ? changed : readFile(file));
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options: { ...config.options, incremental: false, noEmit: true },
      host,
    });
    const broken = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName.includes('/apps/web/src/'))
      .map(
        (d) =>
          `${relative(ROOT, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    expect(broken.some((line) => line.includes('order_id'))).toBe(true);
  }, 180_000);
});

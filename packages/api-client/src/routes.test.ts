import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Operation, storeOperations } from '@store/contract';
import { consoleOperations } from '@store/contract/console';
import { describe, expect, it } from 'vitest';
import { consoleEndpoints } from './console';
import { endpoints } from './endpoints';

// The clients reach the API through route tables written from the declarations, so the browser
// loads paths, not schemas. The type check holds each table to the declarations' literal methods
// and paths; this test holds the files to what the declarations would write, and
// WRITE_ROUTES=1 rewrites them after a declaration is added, renamed or moved.
function tableSource(
  name: string,
  declarations: string,
  from: string,
  operations: Record<string, Operation>,
) {
  const rows = Object.entries(operations).map(([key, { method, path }]) => {
    const property = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`;
    return `  ${property}: { method: '${method}', path: '${path}' },`;
  });
  return [
    "// Written from the contract's declarations by routes.test.ts (WRITE_ROUTES=1): change those, not this.",
    `import type { ${declarations} } from '${from}';`,
    `import type { RouteTable } from '${from.endsWith('console') ? '../endpoint' : './endpoint'}';`,
    '',
    `export const ${name}: RouteTable<typeof ${declarations}> = {`,
    ...rows,
    '};',
    '',
  ].join('\n');
}

const tables = [
  {
    file: './routes.generated.ts',
    source: tableSource('storeRoutes', 'storeOperations', '@store/contract', storeOperations),
  },
  {
    file: './console/routes.generated.ts',
    source: tableSource('consoleRoutes', 'consoleOperations', '@store/contract/console', consoleOperations),
  },
];

describe('the clients’ route tables', () => {
  for (const { file, source } of tables) {
    it(`${file} is written from the declarations as they are now`, () => {
      const path = fileURLToPath(new URL(file, import.meta.url));
      if (process.env.WRITE_ROUTES === '1') writeFileSync(path, source);
      expect(readFileSync(path, 'utf8')).toBe(source);
    });
  }

  it('every declared operation is callable at its declared method and path', () => {
    for (const [operations, calls] of [
      [storeOperations, endpoints],
      [consoleOperations, consoleEndpoints],
    ] as const) {
      const declared = Object.entries(operations).map(([name, { method, path }]) => [name, method, path]);
      const callable = Object.entries(calls).map(([name, { method, path }]) => [name, method, path]);
      expect(callable).toEqual(declared);
    }
  });

  it('no code the browser loads imports the declarations as values (their schemas stay out of bundles)', () => {
    const roots = ['../../../apps/web/src/', './', '../../../apps/console/src/'];
    const valueImport = /import\s+\{[^}]*\b\w+Operations\b[^}]*\}\s+from\s+'@store\/contract/;
    const offenders = roots.flatMap((root) => {
      const dir = fileURLToPath(new URL(root, import.meta.url));
      return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
        .filter((file) => valueImport.test(readFileSync(dir + file, 'utf8')));
    });
    expect(offenders).toEqual([]);
    expect(valueImport.test("import { storeOperations } from '@store/contract';")).toBe(true);
    expect(valueImport.test("import type { storeOperations } from '@store/contract';")).toBe(false);
  });
});

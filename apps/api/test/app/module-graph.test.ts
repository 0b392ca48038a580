import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The API's modules (apps/api/src/modules/<module>/) as one graph: which imports which. Two modules
// importing each other are one module in all but name; the pairs that did when this was written down
// are listed, none may join them, and one untangled leaves the list (so the list only shrinks).
const ROOT = join(import.meta.dirname, '../../../..');
const TANGLED_PAIRS = [
  'accounts <-> messaging',
  'accounts <-> profile',
  'booking <-> pincodes',
  'booking <-> slots',
  'booking-questions <-> orders',
  'booking-questions <-> vendors',
  'cancellations <-> vendors',
  'checkouts <-> orders',
  'jobs <-> payments',
  'messaging <-> orders',
  'messaging <-> vendors',
  'orders <-> payments',
  'orders <-> profile',
  'orders <-> vendors',
  'orders <-> wallet',
  'payments <-> refunds',
];

const moduleOf = (path: string) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1];

async function cruiseFrom(baseDir: string, ruleSet?: IConfiguration) {
  const { output } = await cruise(['apps/api/src'], {
    baseDir,
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    ...(ruleSet && { validate: true, ruleSet: ruleSet as never }),
  });
  return output as ICruiseResult;
}

/** Each pair of modules that import each other, as "a <-> b" in alphabetical order. */
function twoWayPairs(result: ICruiseResult): string[] {
  const edges = new Set<string>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) edges.add(`${from} -> ${to}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}

/** A throwaway source tree of two modules, laid out as the API's is. */
function tree(files: Record<string, string>): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'module-graph-'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'apps/api/src/modules', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

describe("the API's module graph", () => {
  it('adds no pair of modules that import each other, and the list holds only pairs still tangled', async () => {
    expect(twoWayPairs(await cruiseFrom(ROOT))).toEqual([...TANGLED_PAIRS].sort());
  });

  it('finds a new two-way pair, and an import of another module’s repository under the lint rule', async () => {
    const { dir, remove } = tree({
      'rooms/rooms.repository.ts': 'export const rooms = 1;\n',
      'rooms/rooms.service.ts':
        "import { guests } from '../guests/guests.service';\nexport const rooms = guests;\n",
      'guests/guests.service.ts':
        "import { rooms } from '../rooms/rooms.repository';\nexport const guests = rooms;\n",
    });
    try {
      // The lint's own rule set, as `npm run lint` reads it.
      const { default: rules } = await import(join(ROOT, '.dependency-cruiser.cjs'));
      const result = await cruiseFrom(dir, rules as IConfiguration);
      expect(twoWayPairs(result)).toEqual(['guests <-> rooms']);
      expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([
        'no-other-module-repository: apps/api/src/modules/guests/guests.service.ts -> apps/api/src/modules/rooms/rooms.repository.ts',
      ]);
    } finally {
      remove();
    }
  });
});

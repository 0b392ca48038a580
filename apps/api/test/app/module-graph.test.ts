import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The API's modules (apps/api/src/modules/<module>/) as one graph: which imports which. Modules that
// import each other, directly or round a longer circle, are one module in all but name: there are none,
// and none may come. The lint's rules (.dependency-cruiser.cjs, with the floors of api-layers.cjs) are
// proved here on a throwaway tree: each catches what it is for.
const ROOT = join(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
const layers = require(join(ROOT, 'api-layers.cjs')) as Record<
  'ground' | 'features' | 'readModels',
  string[]
>;
const rules = require(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

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

/** The module graph's circles: each set of modules that reach one another, as "a, b, c" sorted. */
function circles(result: ICruiseResult): string[] {
  const next = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      next.set(from, (next.get(from) ?? new Set()).add(to));
    }
  }
  const reach = (start: string) => {
    const seen = new Set<string>();
    const todo = [...(next.get(start) ?? [])];
    for (let at = todo.pop(); at !== undefined; at = todo.pop())
      if (!seen.has(at)) {
        seen.add(at);
        todo.push(...(next.get(at) ?? []));
      }
    return seen;
  };
  const found = new Set<string>();
  for (const start of next.keys()) {
    const mine = reach(start);
    const circle = [...mine].filter((other) => reach(other).has(start));
    if (circle.length > 0) found.add(circle.sort().join(', '));
  }
  return [...found].sort();
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
  it('has no modules that import one another, round any circle', async () => {
    expect(circles(await cruiseFrom(ROOT))).toEqual([]);
  });

  it('puts each module on one floor, and the app wires each one (all-modules.ts)', async () => {
    const folders = readdirSync(join(ROOT, 'apps/api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const floors = [...layers.ground, ...layers.features, ...layers.readModels];
    expect([...floors].sort()).toEqual(folders);
    const { API_MODULES } = await import('../../src/modules/all-modules');
    expect(API_MODULES.map((module) => module.name).sort()).toEqual(folders);
  });

  it('catches each rule on a throwaway tree: front doors, repositories, published SQL, floors, circles', async () => {
    const { dir, remove } = tree({
      // The order core (ground) reaching up to tracking (a read model), and an index handing out a repository.
      'order-core/index.ts': "export { rows } from './rows.repository';\nexport { life } from './life';\n",
      'order-core/rows.repository.ts': 'export const rows = 1;\n',
      // SQL the order core publishes for other modules' repositories (allowed there, not in a service).
      'order-core/fragments.repository.ts': 'export const columns = 1;\n',
      'tracking/feed.repository.ts':
        "import { columns } from '../order-core/fragments.repository';\nexport const feedRows = columns;\n",
      'order-core/life.ts': "import { feed } from '../tracking';\nexport const life = () => feed;\n",
      // Tracking reaching past the order core's front door, into its repository.
      'tracking/index.ts': "export { feed } from './feed';\n",
      'tracking/feed.ts':
        "import { rows } from '../order-core/rows.repository';\nimport { life } from '../order-core/life';\nimport { columns } from '../order-core/fragments.repository';\nexport const feed = [rows, life, columns];\n",
      // The app around the modules (here its http folder) reaching past a front door.
      '../http/guard.ts':
        "import { rows } from '../modules/order-core/rows.repository';\nexport const guard = rows;\n",
      // A module on no floor.
      'rooms/index.ts': "import { size } from './size';\nexport const rooms = size;\n",
      'rooms/size.ts': 'export const size = 1;\n',
    });
    try {
      const result = await cruiseFrom(dir, rules);
      expect(circles(result)).toEqual(['order-core, tracking']);
      const at = (path: string) => path.replace('apps/api/src/modules/', '');
      expect(
        result.summary.violations.map((v) => `${v.rule.name}: ${at(v.from)} -> ${at(v.to)}`).sort(),
      ).toEqual([
        'app-through-index: apps/api/src/http/guard.ts -> order-core/rows.repository.ts',
        'every-module-on-a-floor: rooms/index.ts -> rooms/size.ts',
        'fragments-only-for-repositories: tracking/feed.ts -> order-core/fragments.repository.ts',
        'no-import-up: order-core/life.ts -> tracking/index.ts',
        'no-other-module-repository: tracking/feed.ts -> order-core/rows.repository.ts',
        'no-repository-in-index: order-core/index.ts -> order-core/rows.repository.ts',
        'only-through-index: tracking/feed.ts -> order-core/life.ts',
        'only-through-index: tracking/feed.ts -> order-core/rows.repository.ts',
      ]);
    } finally {
      remove();
    }
  });
});

// First-load JavaScript per route of the built store, compressed, from Next's own diagnostics.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const web = resolve(import.meta.dirname, '../apps/web');
const stats = join(web, '.next/diagnostics/route-bundle-stats.json');
if (!existsSync(stats)) throw new Error('build the store first (npm start or npm test builds it)');
const BUDGET_KB = 170;
for (const { route, firstLoadChunkPaths } of JSON.parse(readFileSync(stats, 'utf8'))) {
  const gz = firstLoadChunkPaths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(web, path))).length,
    0,
  );
  const kb = gz / 1024;
  console.log(
    `${route.padEnd(40)} ${kb.toFixed(1)} kB gz  ${kb <= BUDGET_KB ? 'within' : 'OVER'} the ${BUDGET_KB} kB budget`,
  );
}

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/store.mjs';

/**
 * One autocannon run at full speed (every connection sends its next request the moment it has an
 * answer): throughput, p99 and what did not come back 2xx. The bench scripts' common load.
 */
export function loadAtFullSpeed(url, { connections, durationS }) {
  const out = execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/autocannon/autocannon.js'),
      '-j',
      '-c',
      String(connections),
      '-d',
      String(durationS),
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const r = JSON.parse(out.toString());
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

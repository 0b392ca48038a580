import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startService, waitForHttp } from '../scripts/lib/proc.mjs';

/**
 * The baseline: bare-server.mjs answering `body` from memory, in its own process as the API is, so
 * neither shares the load generator's.
 */
export async function startBareServer(body, scratchDir) {
  const file = join(scratchDir, 'baseline-body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const service = startService('bare', process.execPath, [
    join(import.meta.dirname, 'bare-server.mjs'),
    file,
    String(port),
  ]);
  await waitForHttp(`http://127.0.0.1:${port}/`, { service });
  return { service, port };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  /** Everything it printed (its log). */
  output(): string;
  /** SIGTERM, as a deployment stops it. */
  stop(): Promise<void>;
  /** SIGKILL: the process ends mid-instruction, as a crash or an out-of-memory kill does. */
  kill(): Promise<void>;
};

/**
 * The API exactly as `npm start` runs it (apps/api/src/main.ts under tsx), on a port of its own.
 * The suite's settings: no caches (every request reaches the database) and a quiet log.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_TTL_MS: '0',
      AVAILABILITY_CACHE_TTL_MS: '0',
      SEED_IF_EMPTY: 'false',
      DEV_ENDPOINTS: 'false',
      // A test on a PostgreSQL server: said so, as the API requires outside production.
      DEMO: 'true',
      // Its customers all book from this one address, as fast as they can: placements are not counted.
      ORDER_LIMIT_PER_USER: '0',
      ORDER_LIMIT_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  // Listening once liveness answers (the log is kept quiet: warnings and worse).
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null)
      throw new Error(`the API exited (${child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
    const live = await fetch(`${url}/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (live) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

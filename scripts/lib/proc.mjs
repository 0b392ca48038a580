import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Runs a command to completion, streaming its output; resolves with the exit code. With `prefix`,
 * each line of its output starts with `[prefix]`, so runs side by side stay readable.
 */
export function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    });
    if (prefix) prefixOutput(child, prefix);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function prefixOutput(child, name) {
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
}

/** Starts a long-running child whose output is prefixed, and returns a stopper. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  prefixOutput(child, name);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function waitForHttp(url, { timeoutMs = 120_000, service } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) throw new Error(`${url}: the service exited early`);
    try {
      // Each try has its own time limit: a connection accepted and never answered would otherwise
      // hold the loop past its deadline (a bench once sat idle for minutes with its server up).
      const res = await fetch(url, {
        signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))),
      });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A free port: `preferred` when it is free, otherwise any. */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', (error) =>
      preferred && error.code === 'EADDRINUSE' ? resolve(freePort()) : reject(error),
    );
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

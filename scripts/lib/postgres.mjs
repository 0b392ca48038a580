import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './proc.mjs';

/**
 * A directory of its own for one server, and how to run PostgreSQL's programs on it: as root, as
 * the `postgres` user, since PostgreSQL refuses to run as root.
 */
function serverDir(binDir, prefix) {
  const dir = mkdtempSync(prefix);
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  const as = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(binDir, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(binDir, cmd), args, { stdio: 'pipe' });
  return { dir, as };
}

/**
 * A throwaway PostgreSQL server on loopback for one test or bench run. As root the server runs
 * as the `postgres` user, since PostgreSQL refuses to run as root. `settings` are more server
 * settings (`name=value`), `logFile` keeps the server's log where the caller reads it.
 */
export async function startPostgres(binDir, { settings = [], logFile } = {}) {
  const { dir, as } = serverDir(binDir, '/tmp/store-pg-');
  const port = await freePort();
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C']);
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  as('pg_ctl', ['-D', data, '-o', options, '-l', logFile ?? join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: data,
    stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const uid = (name) => Number(execFileSync('id', ['-u', name]).toString().trim());
const gid = (name) => Number(execFileSync('id', ['-g', name]).toString().trim());

/**
 * Restarts a server startPostgres made, as its operator would (`pg_ctl restart`, same options),
 * without blocking the caller: the reliability suite keeps its load running meanwhile. `fast`
 * ends every session, `immediate` stops as a crash would.
 */
export function restartPostgres(binDir, dataDir, mode = 'fast') {
  const asRoot = userInfo().uid === 0;
  const [command, args] = asRoot
    ? [
        'runuser',
        ['-u', 'postgres', '--', join(binDir, 'pg_ctl'), '-D', dataDir, '-m', mode, '-w', 'restart'],
      ]
    : [join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'restart']];
  return new Promise((resolve, reject) =>
    // pg_ctl's restarted server keeps its stdout: without a log file option the pipe would stay open.
    execFile(command, [...args, '-l', join(dataDir, '..', 'server.log')], (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/**
 * A streaming replica of a server startPostgres made: a base backup taken with pg_basebackup (which
 * writes the standby's settings, -R), started as a hot standby on a port of its own. `stop` ends it;
 * `start` starts it again on the same data and port (the fleet suite stops it to see reads move).
 */
export async function startReplica(binDir, primary) {
  const { dir, as } = serverDir(binDir, '/tmp/store-pg-replica-');
  const port = await freePort();
  const data = join(dir, 'data');
  as('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=300 -c fsync=off`;
  const start = () => as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  const halt = () => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: data,
    start,
    halt,
    stop() {
      try {
        halt();
      } catch {
        // already stopped
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './proc.mjs';

// The fleet's engines, each started from Debian's packages on loopback for one test or bench run,
// configured as README "Running as a fleet" describes them for production.

/** A child process kept with its output; `stop` ends it (SIGTERM, then SIGKILL) and waits. */
function daemon(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async ready(port) {
      for (const deadline = Date.now() + 20_000; ; ) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
        if (await listening(port)) return;
        if (Date.now() > deadline) throw new Error(`${name} did not listen on ${port}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A directory the `postgres` user owns when we are root (PgBouncer refuses to run as root). */
function postgresOwnedDir(prefix) {
  const dir = mkdtempSync(prefix);
  if (userInfo().uid === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

const asPostgres = (command, args) =>
  userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/**
 * Redis for the store processes' shared cache: memory only, nothing saved, and bounded: past its
 * memory the least used pages and pictures go (a store renders or resizes them again when asked).
 */
export async function startRedis(redisServer, port = 0) {
  port ||= await freePort();
  const redis = daemon('redis', redisServer, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--protected-mode',
    'no',
    '--maxmemory',
    '256mb',
    '--maxmemory-policy',
    'allkeys-lru',
  ]);
  await redis.ready(port);
  return { url: `redis://127.0.0.1:${port}`, port, ...redis };
}

/**
 * PgBouncer in front of a PostgreSQL server, in transaction pooling: a server connection is an API
 * transaction's only while it runs. The API is told (DB_POOLER=transaction) to name no statement and
 * send no start-up setting; the settings it would send are set here, on every server connection.
 */
export async function startPgBouncer(pgbouncer, { serverPort, database = 'postgres' }) {
  const dir = postgresOwnedDir('/tmp/store-pgbouncer-');
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    config,
    [
      '[databases]',
      `store = host=127.0.0.1 port=${serverPort} dbname=${database} user=postgres connect_query='SET statement_timeout = 15000; SET idle_in_transaction_session_timeout = 30000; SET random_page_cost = 1.1'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'admin_users = postgres',
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      // node-postgres sends none of its own, pg-boss none either; a driver that does is told no.
      'ignore_startup_parameters = extra_float_digits',
      '',
    ].join('\n'),
  );
  if (userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const [command, args] = asPostgres(pgbouncer, [config]);
  let bouncer = daemon('pgbouncer', command, args);
  await bouncer.ready(port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/store`,
    port,
    output: () => bouncer.output(),
    /** Stopped and started again on the same port, as an operator restarts it. */
    async restart() {
      await bouncer.stop();
      bouncer = daemon('pgbouncer', command, args);
      await bouncer.ready(port);
    },
    async stop() {
      await bouncer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * HAProxy in front of the API processes and the store processes, each checked for readiness twice a
 * second (out after two failures, back after two successes). A request whose server refused the
 * connection or closed it unanswered is sent to another one: a process killed outright costs the
 * customer nothing once the check has seen it, and nothing before either for what can be asked again.
 * Its runtime socket lets a rolling restart drain a server first (`admin`).
 */
export async function startHaproxy(haproxy, { apiPort, storePort, apis, stores }) {
  const dir = mkdtempSync('/tmp/store-haproxy-');
  const socket = join(dir, 'admin.sock');
  const config = join(dir, 'haproxy.cfg');
  // With no API process ready (the database or its pooler away for a moment), the balancer answers
  // for them in the API's own words: the contract's error envelope, a 503 to try again shortly.
  const apiUnavailable = join(dir, 'api-503.http');
  const body = JSON.stringify({
    status_code: 503,
    code: 'SERVICE_UNAVAILABLE',
    error_message: 'The store is busy for a moment. Please try again in a few seconds.',
    message: 'The store is busy for a moment. Please try again in a few seconds.',
    data: {},
  });
  writeFileSync(
    apiUnavailable,
    `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncache-control: private, no-store\r\nretry-after: 5\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  const serverLines = (prefix, ports) =>
    ports.map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port} check`);
  writeFileSync(
    config,
    [
      'global',
      `  stats socket ${socket} mode 600 level admin`,
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  option httplog',
      '  option forwardfor',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      // Longer than clients keep an idle connection (Node's fetch 4 s): a client reusing one the
      // balancer has just closed gets "other side closed" instead of an answer.
      '  timeout http-keep-alive 10s',
      '  option redispatch 1',
      '  retries 3',
      '  retry-on conn-failure empty-response',
      '  default-server inter 500ms fall 2 rise 2',
      // A readiness check waits as a request does: an API process rides out a database or pooler
      // restart of a few seconds (its requests wait for the connection), and is not taken out for it.
      '  timeout check 6s',
      'frontend api_in',
      `  bind 127.0.0.1:${apiPort}`,
      '  default_backend api',
      'backend api',
      `  errorfile 503 ${apiUnavailable}`,
      '  option httpchk GET /health/ready',
      '  http-check expect status 200',
      ...serverLines('api', apis),
      'frontend store_in',
      `  bind 127.0.0.1:${storePort}`,
      '  default_backend store',
      'backend store',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      ...serverLines('store', stores),
      '',
    ].join('\n'),
  );
  execFileSync(haproxy, ['-c', '-q', '-f', config]);
  const balancer = daemon('haproxy', haproxy, ['-W', '-db', '-f', config]);
  await balancer.ready(apiPort);
  await balancer.ready(storePort);
  const admin = (command) =>
    new Promise((resolve, reject) => {
      const connection = createConnection(socket);
      let answer = '';
      connection.on('data', (chunk) => (answer += chunk));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.end(`${command}\n`);
    });
  /** HAProxy's statistics, a row per frontend, backend and server: { pxname, svname, status, … }. */
  const stats = async () => {
    const [first = '', ...lines] = (await admin('show stat')).split('\n');
    const header = first.replace(/^# /, '').split(',');
    return lines
      .filter(Boolean)
      .map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header[i], cell])));
  };
  const servers = async () => {
    const states = {};
    for (const row of await stats()) {
      if (!row.pxname || !row.svname || row.svname === 'FRONTEND' || row.svname === 'BACKEND') continue;
      states[`${row.pxname}/${row.svname}`] = { status: row.status, current: Number(row.scur) };
    }
    return states;
  };
  const waitUntil = async (server, test, timeoutMs = 60_000) => {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const state = (await servers())[server];
      if (state && test(state)) return;
      if (Date.now() > deadline)
        throw new Error(`${server} is ${JSON.stringify(state)} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    storeUrl: `http://127.0.0.1:${storePort}`,
    admin,
    /** Each server's state as the balancer sees it: { 'api/api1': { status: 'UP', current: 0 }, … }. */
    servers,
    /** HTTP requests the balancer has sent to a backend's servers so far. */
    async requestsTo(backend) {
      const row = (await stats()).find((r) => r.pxname === backend && r.svname === 'BACKEND');
      return Number(row?.req_tot);
    },
    waitUntil,
    /** Until every server of a backend has this status. */
    async waitFor(backend, status) {
      const names = (backend === 'api' ? apis : stores).map((_, i) => `${backend}/${backend}${i + 1}`);
      for (const name of names) await waitUntil(name, (state) => state.status === status);
    },
    output: balancer.output,
    async stop() {
      await balancer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Varnish in front of the store, standing in for the CDN: it keeps what the store's Cache-Control
 * allows (s-maxage; never a request with a cookie or an answer that sets one, by Varnish's own
 * rules), answers each page with X-Cache HIT or MISS, and drops everything on an HTTP PURGE that
 * carries the store's revalidation secret (the API sends it after a catalogue change).
 */
export async function startVarnish(varnishd, { backendPort, purgeSecret }) {
  const dir = mkdtempSync('/tmp/store-varnish-');
  // Varnish's worker runs as its own user and reads its compiled VCL below this directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const vcl = join(dir, 'store.vcl');
  writeFileSync(
    vcl,
    `vcl 4.1;
backend store { .host = "127.0.0.1"; .port = "${backendPort}"; }

sub vcl_recv {
  if (req.method == "PURGE") {
    if (req.http.authorization != "Bearer ${purgeSecret}") { return (synth(401, "Not allowed")); }
    # A catalogue change can touch any page (listings, home, experiences): all of them go.
    ban("obj.status != 0");
    return (synth(200, "Purged"));
  }
}

sub vcl_deliver {
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
}
`,
  );
  const workdir = join(dir, 'work');
  const cache = daemon('varnish', varnishd, [
    '-F',
    '-a',
    `127.0.0.1:${port}`,
    '-f',
    vcl,
    '-s',
    'malloc,128m',
    '-n',
    workdir,
    '-p',
    'default_grace=0',
    '-p',
    'thread_pools=1',
    // As the balancer's keep-alive: longer than clients keep an idle connection.
    '-p',
    'timeout_idle=10',
  ]);
  await cache.ready(port);
  return {
    url: `http://127.0.0.1:${port}`,
    output: cache.output,
    async stop() {
      await cache.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

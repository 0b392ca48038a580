import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { accountOrders, errorEnvelope, successEnvelope } from '@store/contract';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import { schema } from '@store/db';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenInvariants } from '../reliability/invariants';
import { addCustomers, book, type Draft, drafts, get, post, priceOf } from '../reliability/store-calls';
import { hashToken } from '../src/modules/sessions/token';
import { type Fleet, startFleet } from './fleet';

// The store as a fleet (README "Running as a fleet"): HAProxy in front of three API and two store
// processes, Varnish in front of the store as the CDN, the store processes sharing Next's cache in
// Redis, the API processes on PgBouncer (transaction pooling) with the catalogue read on a
// streaming replica. Every process restarted in turn under load, one killed outright, the replica,
// the pooler and the shared cache taken away, a catalogue change followed through to the CDN.

const TIMEOUT_MS = 15_000;
const COD = '/v5/booking/book_cod_order' as const;
/** The seed's admin operator (user 9). */
const ADMIN = 9;
/**
 * A console change is on every store process and through the CDN within this time (README): every
 * other API process's next look at the catalogue's version (0.5 s), the store's second revalidation
 * (1 s after the change) and a render.
 */
const CHANGE_SHOWS_WITHIN_MS = 2_000;

let fleet: Fleet;
let tokens: string[];
let bookable: Draft[];

beforeAll(async () => {
  fleet = await startFleet();
  tokens = await addCustomers(fleet.primary.db, 24);
  bookable = await drafts(fleet.primary.db);
}, 600_000);
afterAll(() => fleet?.stop(), 120_000);

type Outcome = { what: string; status: number; body: string };
const failed = (o: Outcome) => o.status >= 500 || o.status < 0;
/** A request that got no answer at all: what it was, and why (undici puts the socket's error in `cause`). */
const noAnswer = (what: string, error: unknown): Outcome => ({
  what: `${what}: no answer`,
  status: -1,
  body:
    error instanceof Error
      ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
      : String(error),
});

async function page(
  url: string,
): Promise<{ status: number; html: string; cache: string | null; cacheControl: string | null }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    status: res.status,
    html: await res.text(),
    cache: res.headers.get('x-cache'),
    cacheControl: res.headers.get('cache-control'),
  };
}

/**
 * A revalidation as a browser or a CDN sends it: GET with If-None-Match and nothing else (Node's fetch
 * would add `Cache-Control: no-cache`, which asks for the page itself whatever its version).
 */
function ifNoneMatch(url: string, etag: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'if-none-match': etag }, timeout: TIMEOUT_MS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    request.on('error', reject);
  });
}

/** Where each API process's catalogue reads go now, as its metrics say (1: the replica). */
const onReplica = async () =>
  Promise.all(
    fleet.metricsUrls.map(async (url) => {
      const line = (await (await fetch(url)).text())
        .split('\n')
        .find((l) => l.startsWith('db_replica_in_use '));
      return Number(line?.split(' ')[1]);
    }),
  );

/** An experience's store page address (its page_url), as the API gives it. */
async function experiencePage(id: number): Promise<string> {
  const answer = await get(fleet.balancer.apiUrl, `/v5/experience/id/${id}`, TIMEOUT_MS);
  return (JSON.parse(answer.body) as { data: { page_url: string } }).data.page_url;
}

describe('the fleet', () => {
  it('serves a catalogue page from the CDN once it has it, and a personal page never', async () => {
    const path = await experiencePage(1);
    const first = await page(`${fleet.cdnUrl}${path}`);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toMatch(/s-maxage=\d+/);
    const again = await page(`${fleet.cdnUrl}${path}`);
    expect(again.status).toBe(200);
    expect(again.cache).toBe('HIT');
    // Each store process says how long the page may be kept, also one that serves it from the
    // shared cache without having rendered it, and names the page's version (ETag).
    for (const store of fleet.stores) {
      const res = await fetch(`http://127.0.0.1:${store.port}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), store.name).toMatch(/s-maxage=60, stale-while-revalidate/);
      const etag = res.headers.get('etag') ?? '';
      expect(etag, store.name).toMatch(/^"[\w-]+"$/);
      // A browser or CDN that has this version is told so, without the page.
      expect(await ifNoneMatch(`http://127.0.0.1:${store.port}${path}`, etag), store.name).toEqual({
        status: 304,
        bytes: 0,
      });
      expect(await ifNoneMatch(`${fleet.cdnUrl}${path}`, etag), 'through the CDN').toEqual({
        status: 304,
        bytes: 0,
      });
    }
    for (let i = 0; i < 2; i += 1) {
      const personal = await page(`${fleet.cdnUrl}/profile`);
      expect(personal.cache).toBe('MISS');
      expect(personal.cacheControl).toMatch(/private|no-store/);
    }
  });

  it('resizes a picture once for every store process: the others serve it from the shared cache', async () => {
    const picture = '/_next/image?url=%2Fimages%2Fexperiences%2F2-1.jpg&w=828&q=75';
    const [first, second] = fleet.stores;
    if (!first || !second) throw new Error('the fleet has two store processes');
    const headers = { accept: 'image/webp,*/*' };
    const made = await fetch(`http://127.0.0.1:${first.port}${picture}`, { headers });
    expect(made.status).toBe(200);
    expect(made.headers.get('x-nextjs-cache')).toBe('MISS');
    const bytes = Buffer.from(await made.arrayBuffer());
    const shared = await fetch(`http://127.0.0.1:${second.port}${picture}`, { headers });
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(shared.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await shared.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('loses no request and no order while every API and store process is restarted in turn under load, and sends each order its text once', async () => {
    const startedAt = new Date();
    const outcomes: Outcome[] = [];
    const placed: number[] = [];
    const pages = await Promise.all([1, 2, 3, 14].map(experiencePage));
    let stop = false;
    let step = 0;
    const inFlight = new Set<Promise<void>>();
    // A fixed rate, whatever the fleet does: a step every 40 ms (25 a second), each its own customer.
    const one = async (n: number) => {
      const kind = n % 4;
      try {
        if (kind === 0) {
          const res = await page(`${fleet.cdnUrl}${pages[n % pages.length]}`);
          outcomes.push({
            what: 'page',
            status: res.status,
            body: res.status >= 500 ? res.html.slice(0, 300) : '',
          });
        } else if (kind === 1) {
          outcomes.push({
            what: 'experience',
            ...(await get(fleet.balancer.apiUrl, `/v5/experience/id/${1 + (n % 20)}`, TIMEOUT_MS)),
          });
        } else {
          const draft = bookable[(n * 7) % bookable.length] as Draft;
          if (kind === 2) {
            const amount = await priceOf(fleet.balancer.apiUrl, draft, TIMEOUT_MS);
            return void outcomes.push(
              typeof amount === 'number'
                ? { what: 'quote', status: 200, body: '' }
                : { what: 'quote', ...amount },
            );
          }
          const token = tokens[n % tokens.length];
          const order = await book(fleet.balancer.apiUrl, draft, { token, path: COD }, TIMEOUT_MS);
          outcomes.push(order);
          if (order.status === 200)
            placed.push((JSON.parse(order.body) as { data: { order_id: number } }).data.order_id);
        }
      } catch (error) {
        outcomes.push(noAnswer(['page', 'experience', 'quote', 'order'][kind] ?? 'request', error));
      }
    };
    const timer = setInterval(() => {
      if (stop) return;
      const running = one(step);
      step += 1;
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    }, 40);
    try {
      for (const api of [...fleet.apis]) await fleet.restart(api);
      for (const store of [...fleet.stores]) await fleet.restart(store);
    } finally {
      stop = true;
      clearInterval(timer);
      await Promise.all(inFlight);
    }
    const counts: Record<string, number> = {};
    for (const o of outcomes) counts[`${o.what} ${o.status}`] = (counts[`${o.what} ${o.status}`] ?? 0) + 1;
    console.log(`[fleet] rolling restart: ${JSON.stringify(counts)}`);
    expect(outcomes.filter(failed)).toEqual([]);
    expect(placed.length).toBeGreaterThan(20);
    const stored = await fleet.primary.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(inArray(schema.orders.id, placed));
    expect(stored).toHaveLength(placed.length);
    expect(await brokenInvariants(fleet.primary.executeSql)).toEqual({});

    // The texts of those orders go from the job queue, which every API process works: each leaves
    // once, however many processes saw it due (the same text to the same mobile twice would be one
    // sent twice: each order's text names its order).
    const waiting = async () => {
      const { rows } = await fleet.primary.executeSql(
        `select count(*)::int as n from messages where channel = 'sms' and order_id = any($1::int[]) and status = 'queued'`,
        [placed],
      );
      return (rows[0] as { n: number }).n;
    };
    for (const deadline = Date.now() + 30_000; (await waiting()) > 0 && Date.now() < deadline; )
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await waiting()).toBe(0);
    const { rows: sentRows } = await fleet.primary.executeSql(
      `select count(distinct order_id)::int as n from messages where channel = 'sms' and order_id = any($1::int[]) and status = 'sent'`,
      [placed],
    );
    expect((sentRows[0] as { n: number }).n).toBe(placed.length);
    const { rows: twice } = await fleet.primary.executeSql(
      `select mobile, body, count(*)::int as times from sms_outbox where created_at >= $1
       group by mobile, body having count(*) > 1`,
      [startedAt],
    );
    expect(twice).toEqual([]);
  }, 300_000);

  it('takes a store process killed outright out by its health check before a customer sees an error', async () => {
    const path = await experiencePage(2);
    const url = `${fleet.balancer.storeUrl}${path}`;
    expect((await page(url)).status).toBe(200); // rendered once: in the shared cache for both processes
    const outcomes: (Outcome & { startedAt: number })[] = [];
    let stop = false;
    // Four customers straight at the balancer, past the CDN: every request reaches a store process.
    const customer = async () => {
      while (!stop) {
        const startedAt = Date.now();
        try {
          const res = await page(url);
          outcomes.push({ what: 'page', status: res.status, body: '', startedAt });
        } catch (error) {
          outcomes.push({ ...noAnswer('page', error), startedAt });
        }
      }
    };
    const load = Promise.all([customer(), customer(), customer(), customer()]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const victim = fleet.stores[0];
    if (!victim) throw new Error('no store process');
    const killedAt = Date.now();
    try {
      await victim.kill();
      await fleet.balancer.waitUntil(`store/${victim.name}`, (state) => state.status.startsWith('DOWN'));
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      stop = true;
      await load;
      await fleet.restart(victim);
    }
    const after = outcomes.filter((o) => o.startedAt >= killedAt);
    expect(after.length).toBeGreaterThan(10);
    // Asked after the kill, every request was answered: the balancer sent those the dead process
    // refused to the other one until its check took it out.
    expect(after.filter(failed)).toEqual([]);
    // Before it, only an answer the process was sending when it died can be cut (no balancer can
    // finish it); never an error status.
    for (const cut of outcomes.filter((o) => o.startedAt < killedAt && failed(o)))
      expect(cut.body).toMatch(/terminated|other side closed|socket/i);
  }, 120_000);

  it('shows a price changed in the console on every store process and through the CDN within 2 s', async () => {
    const id = 3;
    const path = await experiencePage(id);
    // Every copy warm first: the CDN's, and each store process's (the shared cache's).
    await page(`${fleet.cdnUrl}${path}`);
    expect((await page(`${fleet.cdnUrl}${path}`)).cache).toBe('HIT');
    const before = (
      JSON.parse((await get(fleet.balancer.apiUrl, `/v5/experience/id/${id}`, TIMEOUT_MS)).body) as {
        data: { price: number };
      }
    ).data.price;
    const price = before + 1_111;
    const shown = price.toLocaleString('en-IN');
    const token = await consoleSession();
    const changed = await fetch(`${fleet.balancer.apiUrl}${CONSOLE_API_PREFIX}/catalogue/experiences/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ price }),
    });
    expect(changed.status).toBe(200);
    const changedAt = Date.now();
    const places = [fleet.cdnUrl, ...fleet.stores.map((s) => `http://127.0.0.1:${s.port}`)];
    const seenAfter = await Promise.all(
      places.map(async (origin) => {
        for (;;) {
          const res = await page(`${origin}${path}`);
          if (res.status === 200 && res.html.includes(shown)) return Date.now() - changedAt;
          if (Date.now() - changedAt > CHANGE_SHOWS_WITHIN_MS + 5_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    console.log(
      `[fleet] price change seen after (ms): CDN ${seenAfter[0]}, stores ${seenAfter.slice(1).join(', ')}`,
    );
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(CHANGE_SHOWS_WITHIN_MS);
  }, 60_000);

  it('reads the catalogue on the replica, a customer’s own new order on the primary, and the catalogue on the primary while the replica is down', async () => {
    const replicaQueries = async () => {
      const client = new pg.Client({ connectionString: fleet.replica.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = 'store' and pid <> pg_backend_pid()`,
        );
        return rows[0]?.n ?? 0;
      } finally {
        await client.end();
      }
    };
    // Right after a catalogue change (the test before) reads stay on the primary until the replica has
    // replayed it: a check or two.
    await expect.poll(onReplica, { timeout: 5_000, interval: 100 }).toEqual([1, 1, 1]);
    // Experiences no test asked for yet: not in any API process's catalogue cache.
    for (let id = 21; id <= 40; id += 1)
      await get(fleet.balancer.apiUrl, `/v5/experience/id/${id}`, TIMEOUT_MS);
    // The API processes' connections to the replica, opened for those reads.
    expect(await replicaQueries()).toBeGreaterThan(0);

    // Read your own writes: each order is in the customer's list the moment it is placed.
    for (let i = 0; i < 8; i += 1) {
      const token = tokens[i] as string;
      const draft = bookable[(i * 31 + 5) % bookable.length] as Draft;
      const order = await book(fleet.balancer.apiUrl, draft, { token, path: COD }, TIMEOUT_MS);
      if (order.what === 'quote') throw new Error(`no price: ${order.body}`);
      if (order.status !== 200) continue; // a full slot: the next customer books another
      const id = (JSON.parse(order.body) as { data: { order_id: number } }).data.order_id;
      const upcoming = await fetch(`${fleet.balancer.apiUrl}/v2/user/upcoming_orders`, {
        headers: { 'x-csrf-token': token },
      });
      expect(upcoming.status).toBe(200);
      const listed = successEnvelope(accountOrders).parse(await upcoming.json()).data.orders;
      expect(listed.map((o) => o.id)).toContain(id);
    }

    fleet.replica.halt();
    try {
      for (let id = 41; id <= 50; id += 1) {
        const answer = await get(fleet.balancer.apiUrl, `/v5/experience/id/${id}`, TIMEOUT_MS);
        expect(answer.status, answer.body).toBe(200);
      }
      expect(await onReplica()).toEqual([0, 0, 0]);
    } finally {
      fleet.replica.start();
    }
    // Back once it has caught up, within a check or two.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; )
      if ((await onReplica()).every((n) => n === 1)) break;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await onReplica()).toEqual([1, 1, 1]);
  }, 120_000);

  it('reads the catalogue on the primary while the replica lags, and on the replica again once it has caught up', async () => {
    await expect.poll(onReplica, { timeout: 5_000, interval: 100 }).toEqual([1, 1, 1]);
    const replica = new pg.Client({ connectionString: fleet.replica.url });
    await replica.connect();
    try {
      // The replica receives the primary's changes but replays none of them: it falls behind.
      await replica.query('select pg_wal_replay_pause()');
      const name = `Lag check ${randomBytes(3).toString('hex')}`;
      const id = 61; // no test reads it before: in no API process's catalogue cache
      await fleet.primary.db.update(schema.experiences).set({ name }).where(eq(schema.experiences.id, id));
      // Within two checks every process sees the replica behind and reads on the primary.
      await expect.poll(onReplica, { timeout: 5_000, interval: 100 }).toEqual([0, 0, 0]);
      const answer = await get(fleet.balancer.apiUrl, `/v5/experience/id/${id}`, TIMEOUT_MS);
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { data: { name: string } }).data.name).toBe(name);
      await replica.query('select pg_wal_replay_resume()');
      await expect.poll(onReplica, { timeout: 5_000, interval: 100 }).toEqual([1, 1, 1]);
    } finally {
      await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
      await replica.end();
    }
  });

  it('shares rate limits between API processes, and each process shows its own metrics', async () => {
    const mobile = `7${String(randomBytes(4).readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;
    const statuses: number[] = [];
    const bodies: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const api = fleet.apis[i % fleet.apis.length];
      if (!api) throw new Error('no API process');
      const body = { mobile, device_id: 'fleet-test-device' };
      const sent = await post(
        `http://127.0.0.1:${api.port}`,
        '/v2/user/login-otp',
        body,
        undefined,
        TIMEOUT_MS,
      );
      statuses.push(sent.status);
      bodies.push(sent.body);
    }
    // Three codes a quarter hour per mobile, counted together whichever process was asked.
    expect(statuses, bodies.join('\n')).toEqual([200, 200, 200, 429]);

    const requests = async (url: string) => {
      const text = await (await fetch(url)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    };
    const [first, second] = fleet.metricsUrls as [string, string];
    const [a, b] = [await requests(first), await requests(second)];
    const api = fleet.apis[0];
    if (!api) throw new Error('no API process');
    for (let i = 0; i < 10; i += 1) await get(`http://127.0.0.1:${api.port}`, '/v3/getMenuJson', TIMEOUT_MS);
    expect(await requests(first)).toBeGreaterThanOrEqual(a + 10);
    expect(await requests(second)).toBeLessThan(b + 10);
  }, 60_000);

  it('renders store pages from the API while the shared cache is down, and uses it again when it is back', async () => {
    const path = await experiencePage(4);
    await fleet.redis.stop();
    try {
      for (let i = 0; i < 6; i += 1) {
        const res = await page(`${fleet.balancer.storeUrl}${path}`);
        expect(res.status).toBe(200);
        expect(res.html).toContain('</html>');
      }
    } finally {
      await fleet.startRedisAgain();
    }
    const res = await page(`${fleet.balancer.storeUrl}${path}`);
    expect(res.status).toBe(200);
  }, 60_000);

  it('answers a request cut by a PgBouncer restart with a 503 that says so, and the next ones normally', async () => {
    const outcomes: Outcome[] = [];
    let stop = false;
    const load = (async () => {
      for (let n = 0; !stop; n += 1) {
        try {
          const draft = bookable[(n * 11) % bookable.length] as Draft;
          outcomes.push({
            what: 'quote',
            ...(await post(fleet.balancer.apiUrl, '/v5/booking/quote', draft, undefined, TIMEOUT_MS)),
          });
        } catch (error) {
          outcomes.push(noAnswer('request', error));
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fleet.pooler.restart();
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await load;
    for (const outcome of outcomes.filter(failed)) {
      expect(outcome.status).toBe(503);
      expect(errorEnvelope.parse(JSON.parse(outcome.body)).message.length).toBeGreaterThan(10);
    }
    for (let i = 0; i < 5; i += 1) {
      const draft = bookable[i] as Draft;
      expect(
        (await post(fleet.balancer.apiUrl, '/v5/booking/quote', draft, undefined, TIMEOUT_MS)).status,
      ).toBe(200);
    }
  }, 60_000);
});

/** A console session of the seed's admin, as the sign-in's second step opens it. */
async function consoleSession(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await fleet.primary.db.insert(schema.sessions).values({
    userId: ADMIN,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
    kind: 'console',
  });
  return token;
}

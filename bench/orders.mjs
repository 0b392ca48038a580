// Order placement on PostgreSQL: BENCH_CONNECTIONS customers (50) placing online orders at once,
// each on a slot of its own, against a bare node:http server answering a placed order's bytes from
// memory, loaded the same way in the same run on the same machine (docs/architecture.md, "Speed we keep").

import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/proc.mjs';
import { startApi } from '../scripts/lib/store.mjs';
import { postgresBinDir } from '../scripts/lib/system.mjs';
import { startBareServer } from './bare-baseline.mjs';
import { cpuReading } from './cpu-time.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * `again` (the default, the figure of): each connection is one customer booking its slot
 * again and again, so every placement also gives way the customer's previous unpaid order (11
 * round trips to the database, begin and commit included; 3 of them keep the customer within
 * their unpaid holds). `first`: each connection sells its slot to a new customer every time, as a
 * store's customers mostly book (10 round trips).
 */
const BOOKINGS = process.env.BENCH_BOOKINGS ?? 'again';
if (!['again', 'first'].includes(BOOKINGS)) throw new Error('BENCH_BOOKINGS is again or first');
// Enough new customers per connection for the warm-up and the run at a few hundred orders a second.
const PER_CONNECTION = BOOKINGS === 'first' ? 400 : 1;
const WARM_S = Math.min(3, DURATION_S);
// A store that has traded for a while: past orders (completed, or expired after their hold ran out)
// of the same experience. A placement must not read them all (it did, until orders_unpaid_slot).
const HISTORY = Number(process.env.BENCH_HISTORY ?? 100_000);
// Experience 14 in Delhi NCR (seed): dated slots, a pincode charge, online payment.
const EXPERIENCE = { id: 14, cityId: 1, pincode: '110070' };
const PATH = '/v5/booking/book_order';

/** Customers with verified mobiles and live sessions, made the way sign-in makes them: only hashes stored. */
async function makeCustomers(db, count) {
  const { rows } = await db.query(
    `INSERT INTO users (first_name, last_name, mobile, mobile_verified, role, referral_code, created_at)
     SELECT 'Bench', 'Customer ' || n, '95' || lpad(n::text, 8, '0'), true, 'user', 'BENCH' || n, now()
     FROM generate_series(1, $1::int) AS n RETURNING id`,
    [count],
  );
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at)
     SELECT u, h, now(), now(), now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS s(u, h)`,
    [rows.map((r) => r.id), tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  return rows.map((r, i) => ({ userId: r.id, token: tokens[i] }));
}

/** Past orders of the customers, on past dates, with holds that ended long ago. */
async function addHistory(db, customers, count) {
  await db.query(
    `INSERT INTO orders (customer_id, experience_id, city_id, slot_id, date, quantity, amount, status,
                         created_at, hold_expires_at)
     SELECT p.c[1 + n % array_length(p.c, 1)], $2, $3, s.id, current_date - 1 - n % 700, 1, 2000,
            CASE WHEN n % 4 = 0 THEN 'expired' ELSE 'completed' END,
            now() - make_interval(days => 2 + n % 700), now() - make_interval(days => 1 + n % 700)
     FROM generate_series(1, $1::int) AS n, (SELECT $4::int[] AS c) AS p,
          LATERAL (SELECT id FROM slots WHERE experience_id = $2 ORDER BY id LIMIT 1) AS s`,
    [count, EXPERIENCE.id, EXPERIENCE.cityId, customers.map((c) => c.userId)],
  );
  await db.query('ANALYZE orders');
}

/** One slot per customer, opened wide so that no attempt is refused for capacity. */
async function openSlots(db, apiUrl, count) {
  const { rows } = await db.query(
    `UPDATE slot_capacities SET capacity = 1000000, booked = 0
     WHERE id IN (SELECT id FROM slot_capacities
                  WHERE experience_id = $1 AND city_id = $2 AND date >= current_date + 2
                  ORDER BY date, slot_id LIMIT $3)
     RETURNING id, date::text AS date, slot_id`,
    [EXPERIENCE.id, EXPERIENCE.cityId, count],
  );
  if (rows.length < count)
    throw new Error(`only ${rows.length} slots of experience 14 to book, need ${count}`);
  const slots = [];
  for (const row of rows) {
    const draft = {
      experience_id: EXPERIENCE.id,
      date: row.date,
      slot_id: row.slot_id,
      pincode: EXPERIENCE.pincode,
      quantity: 1,
    };
    const res = await fetch(`${apiUrl}/v5/booking/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(draft),
    });
    if (!res.ok) throw new Error(`quote for ${row.date} slot ${row.slot_id}: ${await res.text()}`);
    const { data } = await res.json();
    slots.push({ capacityId: row.id, body: JSON.stringify({ ...draft, amount: data.amount }) });
  }
  return slots;
}

/**
 * Each connection sends the orders of one slot: a till holds the customers of one connection, each
 * with the slot's draft, taken in turn (one customer again and again when it has one). `taken`
 * carries from one load to the next, so the run's customers are not the warm-up's; it starts at 1
 * because each till's first customer placed the order whose bytes the bare server answers with.
 */
const tillOf = (customers) => ({ customers, taken: 1 });

function load(url, tills, seconds) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: tills.length,
        duration: seconds,
        setupClient(client) {
          const till = tills[next++ % tills.length];
          const send = () => {
            const c = till.customers[till.taken++ % till.customers.length];
            client.setHeadersAndBody({ 'content-type': 'application/json', 'x-csrf-token': c.token }, c.body);
          };
          send();
          // Emitted before the connection sends its next request.
          if (till.customers.length > 1) client.on('response', send);
        },
      },
      (error, r) =>
        error
          ? reject(error)
          : resolve({
              rps: r.requests.average,
              ok: r['2xx'],
              p50: r.latency.p50,
              p99: r.latency.p99,
              max: r.latency.max,
              non2xx: r.non2xx,
              errors: r.errors,
              seconds: r.duration,
            }),
    );
  });
}

const scratch = mkdtempSync('/tmp/store-bench-orders-');

/** Waits until the API has finished the orders whose clients the load generator already let go. */
async function settled(db) {
  let last = -1;
  for (let i = 0; i < 120; i += 1) {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM orders');
    if (rows[0].n === last) return;
    last = rows[0].n;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every held place is one order: concurrent placements on different slots lost or doubled none. */
async function capacityMatchesOrders(db, capacityIds) {
  const { rows } = await db.query(
    `SELECT c.id, c.booked, count(o.id)::int AS orders
     FROM slot_capacities c
     LEFT JOIN orders o ON o.experience_id = c.experience_id AND o.city_id = c.city_id
       AND o.date = c.date AND o.slot_id = c.slot_id AND o.status = 'pending_payment'
     WHERE c.id = ANY($1::int[]) GROUP BY c.id, c.booked`,
    [capacityIds],
  );
  return {
    consistent: rows.every((r) => r.booked === r.orders),
    orders: rows.reduce((n, r) => n + r.orders, 0),
  };
}

const binDir = postgresBinDir();
if (!binDir) throw new Error('bench needs a PostgreSQL server (apt-get install postgresql)');
const pg15 = await startPostgres(binDir);
const apiPort = await freePort();
const api = await startApi({
  port: apiPort,
  // Its customers all come from one address and book again and again: placements are not counted.
  env: {
    DATABASE_URL: pg15.url,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    ORDER_LIMIT_PER_USER: '0',
    ORDER_LIMIT_PER_ADDRESS: '0',
  },
});
const db = new pg.Client({ connectionString: pg15.url });
let report;
const loadBefore = loadavg()[0];
try {
  await db.connect();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const people = await makeCustomers(db, CUSTOMERS * PER_CONNECTION);
  await addHistory(db, people, HISTORY);
  const slots = await openSlots(db, apiUrl, CUSTOMERS);
  const tills = slots.map((slot, j) =>
    tillOf(people.slice(j * PER_CONNECTION, (j + 1) * PER_CONNECTION).map((p) => ({ ...p, ...slot }))),
  );
  const customers = tills.map((till) => till.customers[0]);

  const first = await fetch(`${apiUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': customers[0].token },
    body: customers[0].body,
  });
  const placed = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200) throw new Error(`placing an order failed: ${placed}`);
  const bare = await startBareServer(placed, scratch);
  const bareUrl = `http://127.0.0.1:${bare.port}${PATH}`;
  // The bare server answers anyone: one customer per connection, so no till is used up by it.
  const bareTills = customers.map((c) => tillOf([c]));
  await load(bareUrl, bareTills, WARM_S); // warm both before measuring
  await load(`${apiUrl}${PATH}`, tills, WARM_S);
  const baseline = await load(bareUrl, bareTills, DURATION_S);
  const cpu = cpuReading(api.child.pid, pg15.dataDir);
  const measured = await load(`${apiUrl}${PATH}`, tills, DURATION_S);
  await bare.service.stop();
  await settled(db);
  const used = cpu.since();
  const check = await capacityMatchesOrders(
    db,
    customers.map((c) => c.capacityId),
  );
  // A till that ran out of new customers started booking again: the figure would mix both kinds.
  const ranOut = tills.some((till) => till.customers.length > 1 && till.taken > till.customers.length);
  report = {
    bytes: placed.length,
    baseline,
    measured,
    ratio: measured.rps / baseline.rps,
    check,
    used,
    ranOut,
  };
} finally {
  await db.end().catch(() => undefined);
  await api.stop();
  pg15.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const { baseline, measured } = report;
console.log(
  `\nPOST ${PATH}: ${CUSTOMERS} customers at once, each on its own slot, ${BOOKINGS === 'first' ? 'each order a new customer' : 'booking it again and again'}, ${DURATION_S} s, ${HISTORY} past orders in the store, API on PostgreSQL vs bare node:http with a placed order's bytes (${report.bytes} B)\n` +
    `  bare node:http  ${baseline.rps.toFixed(0)} req/s  p99 ${baseline.p99} ms\n` +
    `  API             ${(measured.ok / measured.seconds).toFixed(0)} orders/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  max ${measured.max} ms  non-2xx ${measured.non2xx}  errors ${measured.errors}\n` +
    `  ratio           ${report.ratio.toFixed(3)}\n` +
    `  CPU per order   ${(report.used.api / measured.ok).toFixed(2)} ms API + ${(report.used.db / measured.ok).toFixed(2)} ms database\n` +
    `  places held = orders on every slot: ${report.check.consistent ? 'yes' : 'NO'} (${report.check.orders} orders)\n` +
    (report.ranOut ? `  a connection ran out of new customers: raise PER_CONNECTION\n` : '') +
    `  (machine load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores when the run began)`,
);
if (!report.check.consistent || report.ranOut || measured.non2xx > 0 || measured.errors > 0)
  process.exitCode = 1;

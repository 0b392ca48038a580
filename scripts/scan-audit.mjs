// `npm run audit:scans`: which statements of the API can only read a growing table whole.
//
// Runs the API suite on a PostgreSQL server that refuses sequential scans wherever an index could
// serve (enable_seqscan=off) and logs every plan (auto_explain), then lists the statements that
// still scan a table that grows with the store. On the suite's small tables a scan is cheap and
// the planner picks it anyway, so only this setting shows which statements have no index at all;
// two such statements had made a placement read every past order (migrations 0022 and 0023).
// Exits 1 when a statement not explained below is found. Not part of `npm test` (it runs the API
// suite again, about six minutes): run it after adding a query on one of these tables.

import { spawn } from 'node:child_process';
import { chmodSync, createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startPostgres } from './lib/postgres.mjs';
import { postgresBinDir } from './lib/system.mjs';

/** Tables that grow with customers, orders and messages (lookup tables stay small). */
const GROWING = new Set([
  'users',
  'sessions',
  'devices',
  'social_identities',
  'customer_addresses',
  'user_dates',
  'orders',
  'order_events',
  'payments',
  'refunds',
  'checkouts',
  'coupons', // a gift voucher redeemed is a coupon of its own customer
  'coupon_redemptions',
  'wallet_transactions',
  'gift_codes',
  'referrals',
  'messages',
  'enquiries',
  'form_submissions',
  'reviews',
  'vendor_requests',
  'vendor_escalations',
  'setup_photos',
  'console_audit',
]);

/** Statements that scan on purpose, each with its reason. */
const EXPLAINED = [
  [/^SELECT fk\."/, 'a migration checking a new foreign key'],
  [/UPDATE "users" SET "role" = 'admin' WHERE "role" = 'operator'/, 'a migration moving data once'],
  [
    /ilike \$\d/,
    "an operator's free-text search in the console (a page of results, not a customer's request)",
  ],
  [/"provider_reference" = \$\d/, 'the development outbox viewer (app/api/dev), off in production'],
  [
    /^(update|delete from) "(messages|devices|social_identities)" .*"user_id" = \$\d+$/,
    'erasing an account (rare; its messages are anonymised once)',
  ],
  [
    /^select count\(\*\)::int from "users" where .*"deleted_at" is null/,
    'the console dashboard counting customers',
  ],
  [/^select (?:(?!where).)*$/i, 'a test reading a whole table to check it'],
  [
    /"wallet_transactions" where "wallet_transactions"\."order_id" = \$1$/,
    'a test reading the ledger of one order',
  ],
  [/"sessions" where "sessions"\."kind" = \$1$/, 'a test reading the sessions of one kind'],
  [/"enquiries" where "enquiries"\."mobile" = \$1$/, 'a test finding its enquiry'],
  [
    /"orders" where \("orders"\."date" = \$1 and "orders"\."slot_id" = \$2/,
    'a test finding its orders on a slot',
  ],
  [
    /"vendor_escalations" where "vendor_escalations"\."order_id" = \$1$/,
    'a test reading an order escalation',
  ],
];

const binDir = postgresBinDir();
if (!binDir) throw new Error('the scan audit needs a PostgreSQL server (apt-get install postgresql)');
const dir = mkdtempSync('/tmp/store-scan-audit-');
const logFile = join(dir, 'server.log');
writeFileSync(logFile, '');
chmodSync(dir, 0o777);
chmodSync(logFile, 0o666); // the server writes it as the postgres user
const server = await startPostgres(binDir, {
  logFile,
  settings: [
    'shared_preload_libraries=auto_explain',
    'auto_explain.log_min_duration=0',
    'enable_seqscan=off',
    'jit=off', // the penalty enable_seqscan adds to a plan's cost would start the JIT compiler
  ],
});
let code;
try {
  code = await new Promise((resolve) =>
    spawn('npx', ['vitest', 'run', '--project', 'api', '--reporter=dot'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DATABASE_URL: server.url },
    }).on('exit', resolve),
  );
} finally {
  server.stop();
}

/** Each logged plan: its statement and the growing tables it read whole. */
async function* plans(file) {
  let current;
  let inText = false;
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (/^\d{4}-\d\d-\d\d /.test(line)) {
      if (current) yield current;
      current = line.includes('plan:') ? { text: '', scans: new Set() } : undefined;
      inText = false;
      continue;
    }
    if (!current) continue;
    const text = line.match(/^\tQuery Text: (.*)/);
    if (text) {
      current.text = text[1];
      inText = true;
      continue;
    }
    const scan = line.match(/Seq Scan on (\w+)/);
    if (scan) current.scans.add(scan[1]);
    // The statement's text runs until the plan's first node.
    if (inText && !/\(cost=/.test(line)) current.text += ` ${line.trim()}`;
    else inText = false;
  }
  if (current) yield current;
}

const found = new Map();
for await (const plan of plans(logFile)) {
  const text = plan.text.replace(/\s+/g, ' ').trim();
  for (const table of plan.scans) {
    if (!GROWING.has(table)) continue;
    const why = EXPLAINED.find(([pattern]) => pattern.test(text))?.[1];
    const key = `${table}\u0000${text}`;
    const seen = found.get(key) ?? { table, text, why, times: 0 };
    seen.times += 1;
    found.set(key, seen);
  }
}
rmSync(dir, { recursive: true, force: true });

const unexplained = [...found.values()].filter((f) => !f.why);
const explained = new Map();
for (const f of found.values()) {
  if (f.why) explained.set(`${f.table}: ${f.why}`, (explained.get(`${f.table}: ${f.why}`) ?? 0) + 1);
}
for (const [what, statements] of explained) console.log(`  explained  ${what} (${statements} statements)`);
for (const f of unexplained) console.log(`\n  SCANS ${f.table} (${f.times}x): ${f.text.slice(0, 600)}`);
console.log(
  `\nscan audit: ${unexplained.length} statement(s) read a growing table whole without a reason above` +
    (code === 0 ? '' : ` (the API suite itself exited ${code})`),
);
process.exitCode = unexplained.length > 0 || code !== 0 ? 1 : 0;

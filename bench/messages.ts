// Customer messages delivered from the queue per second on PostgreSQL: BENCH_MESSAGES
// queued WhatsApp reminders (default 2000) sent by the delivery pass through the WhatsApp Cloud
// adapter to a local stand-in of the Graph API, against a baseline in the same run on the same
// machine: the same number of bare POSTs of a template message to the same stand-in, one after
// another as the pass sends them (ratios, not absolute figures: docs/architecture.md, "Speed we keep").
// Run: npm run bench:messages (tsx: the delivery code is the API's TypeScript itself).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { openDatabase, schema } from '@store/db';
import { seed } from '@store/db/seed';
import { deliverDueMessages } from '../apps/api/src/modules/messaging/deliver.service';
import { outboxSms } from '../apps/api/src/modules/messaging/sms-outbox';
import { whatsappCloud } from '../apps/api/src/modules/messaging/whatsapp-cloud';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { postgresBinDir } from '../scripts/lib/system.mjs';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 2000);
const NOW = new Date('2026-12-01T04:30:00.000Z');

/** The Graph API's answer, from memory: what the adapter needs and nothing else. */
async function startGraphStandIn() {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${++n}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The baseline: the provider's round trip alone, COUNT template POSTs one after another. */
async function bare(url: string): Promise<number> {
  const body = JSON.stringify({ messaging_product: 'whatsapp', to: '919000000002', type: 'template' });
  const started = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const reply = await fetch(`${url}/v21.0/1/messages`, {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer x' },
    });
    await reply.json();
  }
  return COUNT / ((performance.now() - started) / 1000);
}

const binDir = postgresBinDir();
if (!binDir) throw new Error('bench needs a PostgreSQL server (apt-get install postgresql)');
const pg15 = await startPostgres(binDir);
const graph = await startGraphStandIn();
const database = await openDatabase({ url: pg15.url });
let report: { baseline: number; measured: number; sent: number } | undefined;
try {
  await database.migrate();
  await seed(database.db, { today: '2026-12-01' });
  const db = database.db;
  await db.insert(schema.whatsappOptIns).values({ userId: 2, checked: true, updatedBy: 2, updatedAt: NOW });
  const data = {
    occasion: 'Birthday',
    relation: 'Mother',
    name: '',
    date: '2026-12-08',
    link: 'https://experience-store.in/experiences/delhi-ncr/birthday-surprises',
  };
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    key: `bench:${i}:whatsapp`,
    kind: 'occasion_reminder',
    channel: 'whatsapp' as const,
    userId: 2,
    data,
    nextAttemptAt: NOW,
    createdAt: NOW,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(schema.messages).values(rows.slice(i, i + 500));
  const deps = {
    sms: outboxSms,
    storeUrl: 'https://experience-store.in',
    linkSecret: 'bench-link-secret-0123456789abcdef',
    whatsapp: whatsappCloud({
      provider: 'cloud',
      token: 'bench-token-0123456789',
      phoneNumberId: '1',
      apiUrl: `${graph.url}/v21.0`,
      templates: { occasion_reminder: 'occasion_reminder' },
      language: 'en',
    }),
  };
  await bare(graph.url); // warm the loopback and fetch's pool before measuring either
  const baseline = await bare(graph.url);
  let sent = 0;
  const started = performance.now();
  for (;;) {
    const pass = await deliverDueMessages(db, deps, NOW);
    sent += pass.sent;
    if (pass.sent + pass.failed + (pass.skipped ?? 0) === 0) break;
  }
  const measured = sent / ((performance.now() - started) / 1000);
  report = { baseline, measured, sent };
} finally {
  await database.close();
  graph.close();
  pg15.stop();
}

if (!report) throw new Error('the bench did not finish');
console.log(
  `\nCustomer messages delivered from the queue (PostgreSQL, WhatsApp Cloud adapter, local stand-in of the Graph API), ${COUNT} queued\n` +
    `  bare POSTs to the stand-in   ${report.baseline.toFixed(0)} /s\n` +
    `  delivered from the queue     ${report.measured.toFixed(0)} messages/s  (${report.sent} sent)\n` +
    `  ratio                        ${(report.measured / report.baseline).toFixed(3)}\n` +
    `  (machine load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
if (report.sent !== COUNT) process.exitCode = 1;

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, schema } from '@store/db';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from './api-process';
import { brokenInvariants, ONLY_ORDERS_BOOK } from './invariants';
import { runLoad } from './load';
import { addCustomers, book, type Draft, drafts } from './store-calls';

// The embedded database (PGlite, inside the API process) is killed while it
// writes. Its directory opens again, and every order the API answered as placed is there.

const CLIENTS = 4;
const TIMEOUT_MS = 15_000;

describe('the embedded database killed during a write', () => {
  const dir = mkdtempSync('/tmp/store-reliability-');
  const dataDir = join(dir, 'pglite');
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reopens without losing an order it answered as placed', async () => {
    cpSync(inject('reliabilityPglite'), dataDir, { recursive: true });
    let database = await openDatabase({ dataDir });
    await database.executeSql(ONLY_ORDERS_BOOK);
    const tokens = await addCustomers(database.db, CLIENTS);
    const booking = await drafts(database.db);
    await database.close();

    const running = await startApi({ DATABASE_URL: '', PGLITE_DIR: dataDir });
    api = running;
    const placed: number[] = [];
    const step = async (client: number, round: number) => {
      const draft = booking[(client * 41 + round * 5) % booking.length] as Draft;
      const how = { token: tokens[client], path: '/v5/booking/book_cod_order' } as const;
      const answer = await book(running.url, draft, how, TIMEOUT_MS);
      if (answer.what === 'order' && answer.status === 200)
        placed.push(JSON.parse(answer.body).data.order_id);
      return answer;
    };
    let killed = false;
    const load = runLoad({ clients: CLIENTS, step, until: () => killed });
    // Killed with orders still arriving: some mid-transaction, their answers never sent.
    while (placed.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await running.kill();
    killed = true;
    const samples = await load;
    const acknowledged = [...placed];

    // The API's own start: open (the dead process's claim is taken over), migrate, serve.
    database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const found = await database.db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(inArray(schema.orders.id, acknowledged));
      console.log(
        `[reliability] PGlite killed: ${JSON.stringify({ requests: samples.length, acknowledged: acknowledged.length, found: found.length })}`,
      );
      expect(found.map((row) => row.id).sort((a, b) => a - b)).toEqual(acknowledged.sort((a, b) => a - b));
      expect(await brokenInvariants(database.executeSql)).toEqual({});
    } finally {
      await database.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENTS } from '../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../src/modules/payments/providers';
import { RECONCILE_AFTER_MS, reconcilePayments } from '../src/modules/payments/settlement/reconcile.service';
import { type ApiProcess, startApi } from './api-process';
import { type FreshDatabase, freshDatabase } from './databases';
import { brokenInvariants } from './invariants';
import { runLoad } from './load';
import { addCustomers, book, type Draft, drafts, get, paySandbox } from './store-calls';

// The API process is killed (SIGKILL: no shutdown, no finally) in the middle of
// placements and payments. After a restart, and the reconciliation pass that asks the provider
// about payments nobody reported, every order is consistent: the invariant queries find nothing.

const CLIENTS = 8;
const TIMEOUT_MS = 15_000;

describe('the API killed in the middle of orders and payments', () => {
  let fresh: FreshDatabase;
  let api: ApiProcess | undefined;
  let tokens: string[];
  let booking: Draft[];
  beforeAll(async () => {
    fresh = await freshDatabase(`killed_${process.pid}`);
    tokens = await addCustomers(fresh.database.db, CLIENTS);
    booking = await drafts(fresh.database.db);
  });
  afterAll(async () => {
    await api?.stop();
    await fresh?.drop();
  });

  it('leaves every slot, order and payment consistent after a restart', async () => {
    const { url, database } = fresh;
    const first = await startApi({ DATABASE_URL: url });
    api = first;
    // Each customer books, online (then pays in the sandbox's window) or cash on delivery.
    let done = 0;
    const step = async (client: number, round: number) => {
      const draft = booking[(client * 53 + round * 7) % booking.length] as Draft;
      const online = round % 2 === 0;
      const path = online ? '/v5/booking/book_order' : '/v5/booking/book_cod_order';
      const placed = await book(first.url, draft, { token: tokens[client], path }, TIMEOUT_MS);
      const ordered = placed.what === 'order' && placed.status === 200;
      const payment = online && ordered ? JSON.parse(placed.body).data.payment : null;
      if (!payment) return placed;
      const paid = await paySandbox(first.url, payment.provider_order_id, TIMEOUT_MS);
      done += 1;
      return { what: 'payment', ...paid };
    };
    let killed = false;
    const load = runLoad({ clients: CLIENTS, step, until: () => killed });
    // Killed once a good number of orders went through, while the clients are mid-way in theirs.
    while (done < 15) await new Promise((resolve) => setTimeout(resolve, 50));
    await first.kill();
    killed = true;
    const samples = await load;

    api = await startApi({ DATABASE_URL: url });
    expect((await get(api.url, '/health/ready', TIMEOUT_MS)).status).toBe(200);
    // The pass the job queue runs every minute, at the time it would find them due.
    const reconciled = await reconcilePayments(
      database.db,
      paymentProvider(database.db, SANDBOX_PAYMENTS),
      new Date(Date.now() + RECONCILE_AFTER_MS + 60_000),
    );
    const paid = samples.filter((s) => s.what === 'payment' && s.status === 200).length;
    console.log(
      `[reliability] API killed: ${JSON.stringify({ requests: samples.length, paid, unanswered: samples.filter((s) => s.status === -1).length, reconciled })}`,
    );
    expect(await brokenInvariants(database.executeSql)).toEqual({});
    expect(paid).toBeGreaterThanOrEqual(15);

    // And the store goes on: a customer books again on the restarted API (on the last day's slots,
    // which the load reached least; a full one answers 409 and the next is tried).
    const statuses: number[] = [];
    for (const draft of booking.slice(-5)) {
      const again = await book(
        api.url,
        draft,
        { token: tokens[0], path: '/v5/booking/book_cod_order' },
        TIMEOUT_MS,
      );
      statuses.push(again.status);
      if (again.what === 'order' && again.status === 200) break;
    }
    expect(statuses).toContain(200);
    expect(await brokenInvariants(database.executeSql)).toEqual({});
  });
});

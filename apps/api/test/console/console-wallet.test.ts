import { walletTransactions } from '@store/contract';
import { consoleOrderList, personDetail, walletList } from '@store/contract/console';
import { OPERATOR_AMOUNT_MAX } from '@store/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  CUSTOMER,
  callers,
  consoleGet,
  consolePost,
  dataOf,
  errorOf,
  OPS,
} from './console-helpers';

// People: a customer's page in the console with their wallet, and an operator's
// manual credit or debit with a reason, which the customer reads in their own wallet. A debit never
// takes the balance below zero; bad input names its field and writes nothing, not even an audit row.
// Runs on PGlite and PostgreSQL.

const t = useTestApp({ clock: () => TEST_NOW });
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

const adjust = (body: object, token = who.ops, userId = CUSTOMER) =>
  consolePost(t(), `/people/${userId}/wallet`, body, token);
const detail = async () => dataOf(personDetail, await consoleGet(t(), `/people/${CUSTOMER}`, who.ops));

/** The customer's own ledger, as the store's profile reads it. */
async function customersWallet() {
  const reply = await t().app.inject({
    method: 'GET',
    url: '/v2/wallet/transactions',
    headers: { 'x-csrf-token': who.customer },
  });
  return dataOf(walletTransactions, reply);
}

describe("a customer's wallet in the console", () => {
  it('shows the person with their balance and order count, and 404 for nobody', async () => {
    const person = await detail();
    expect(person).toMatchObject({ id: CUSTOMER, role: 'user' });
    const orders = dataOf(
      consoleOrderList,
      await consoleGet(t(), `/orders?customer_id=${CUSTOMER}`, who.ops),
    );
    expect(person.order_count).toBe(orders.total);
    expect(person.wallet_balance).toBe((await customersWallet()).balance);
    expect((await consoleGet(t(), '/people/99999', who.ops)).statusCode).toBe(404);
    expect((await consoleGet(t(), '/people/99999/wallet', who.ops)).statusCode).toBe(404);
  });

  it('credits it with a reason the customer reads in their wallet, audited before and after', async () => {
    const before = (await detail()).wallet_balance;
    const after = dataOf(
      personDetail,
      await adjust({ kind: 'credit', amount: 750, reason: 'Sorry for the late setup' }),
    );
    expect(after.wallet_balance).toBe(before + 750);
    const mine = await customersWallet();
    expect(mine.balance).toBe(before + 750);
    expect(mine.transactions[0]).toMatchObject({
      amount: 750,
      kind: 'adjustment',
      note: 'Sorry for the late setup',
    });
    const ledger = dataOf(walletList, await consoleGet(t(), `/people/${CUSTOMER}/wallet`, who.admin));
    expect(ledger.balance).toBe(before + 750);
    expect(ledger.items[0]).toMatchObject({ amount: 750, balance: before + 750, kind: 'adjustment' });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'user.wallet',
      actorId: OPS,
      subjectType: 'user',
      subjectId: String(CUSTOMER),
      before: { balance: before },
      after: { balance: before + 750 },
      // The audit outlives the customer's erasure and cannot be changed: it names them by number only.
      summary: `₹750 credited to customer #${CUSTOMER}'s wallet (Sorry for the late setup)`,
    });
  });

  it('debits it down to zero, and refuses a debit below zero naming the amount, writing nothing', async () => {
    const balance = (await detail()).wallet_balance;
    const audits = (await auditRows(t())).length;
    const refused = await adjust({ kind: 'debit', amount: balance + 1, reason: 'too much' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).data).toHaveProperty('amount');
    expect((await detail()).wallet_balance).toBe(balance);
    expect(await auditRows(t())).toHaveLength(audits);
    const emptied = dataOf(
      personDetail,
      await adjust({ kind: 'debit', amount: balance, reason: 'credited twice by mistake' }, who.admin),
    );
    expect(emptied.wallet_balance).toBe(0);
    expect((await customersWallet()).transactions[0]).toMatchObject({ amount: -balance, kind: 'adjustment' });
  });

  it.each([
    [{ kind: 'credit', amount: 100 }, 'reason'],
    [{ kind: 'credit', amount: 100, reason: 'ok' }, 'reason'],
    [{ kind: 'gift', amount: 100, reason: 'a present' }, 'kind'],
    [{ kind: 'credit', amount: 0, reason: 'nothing' }, 'amount'],
    [{ kind: 'credit', amount: -5, reason: 'negative' }, 'amount'],
    [{ kind: 'credit', amount: 10.5, reason: 'paise' }, 'amount'],
    [{ kind: 'credit', amount: '100', reason: 'a string' }, 'amount'],
  ])('refuses %j naming %s, writing nothing', async (body, field) => {
    const balance = (await detail()).wallet_balance;
    const audits = (await auditRows(t())).length;
    const reply = await adjust(body);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(errorOf(reply).data).toHaveProperty(field);
    expect((await detail()).wallet_balance).toBe(balance);
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('refuses a credit far above the cap (the int4 edge) naming amount, and the wallet keeps working', async () => {
    // A balance above zero: today the int4 credit commits, and every sum of this wallet overflows.
    expect(
      (await adjust({ kind: 'credit', amount: 100, reason: 'a small goodwill credit' })).statusCode,
    ).toBe(200);
    const balance = (await detail()).wallet_balance;
    const audits = (await auditRows(t())).length;
    for (const amount of [2_147_483_647, OPERATOR_AMOUNT_MAX + 1]) {
      const reply = await adjust({ kind: 'credit', amount, reason: 'a fat-fingered credit' });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorOf(reply).data).toHaveProperty('amount');
    }
    expect(await auditRows(t())).toHaveLength(audits);
    expect((await detail()).wallet_balance).toBe(balance);
    expect((await customersWallet()).balance).toBe(balance);
    const ledger = await consoleGet(t(), `/people/${CUSTOMER}/wallet`, who.ops);
    expect(ledger.statusCode, ledger.body).toBe(200);
  });

  it("refuses a credit to the operator's own wallet or another operator's (403 with its code), writing nothing", async () => {
    const audits = (await auditRows(t())).length;
    const body = { kind: 'credit', amount: 100, reason: 'a little something' };
    for (const [token, target] of [
      [who.ops, OPS],
      [who.admin, ADMIN],
      [who.ops, ADMIN],
      [who.admin, OPS],
    ] as const) {
      const before = dataOf(
        personDetail,
        await consoleGet(t(), `/people/${target}`, who.admin),
      ).wallet_balance;
      const reply = await adjust(body, token, target);
      expect(reply.statusCode, reply.body).toBe(403);
      expect(errorOf(reply).code).toBe('WALLET_CREDIT_REFUSED');
      const after = dataOf(
        personDetail,
        await consoleGet(t(), `/people/${target}`, who.admin),
      ).wallet_balance;
      expect(after).toBe(before);
    }
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('refuses customers and agents (403), and a wallet of nobody (404)', async () => {
    const body = { kind: 'credit', amount: 100, reason: 'for a friend' };
    expect((await adjust(body, who.customer)).statusCode).toBe(403);
    expect((await adjust(body, who.agent)).statusCode).toBe(403);
    expect((await adjust(body, who.ops, 99999)).statusCode).toBe(404);
  });
});

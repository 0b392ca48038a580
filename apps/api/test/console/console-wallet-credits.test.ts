import { personDetail, walletCredit, walletCreditList } from '@store/contract/console';
import { schema } from '@store/db';
import { ADMIN_CREDIT_MAX, OPS_CREDIT_DAY_MAX, OPS_CREDIT_MAX } from '@store/domain';
import { eq } from 'drizzle-orm';
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
  consoleSessionFor,
  dataOf,
  errorOf,
  OPS,
} from './console-helpers';

// Four eyes on console wallet credits: ops credit at most OPS_CREDIT_MAX at once and
// OPS_CREDIT_DAY_MAX in 24 hours, an admin at most ADMIN_CREDIT_MAX; anything more is a pending
// request (202) that another admin approves (paid then) or declines, each step audited.
// Runs on PGlite and PostgreSQL.

const t = useTestApp({ clock: () => TEST_NOW });
let who: Awaited<ReturnType<typeof callers>>;
let secondAdmin = '';
const SECOND_ADMIN = 3;

beforeAll(async () => {
  who = await callers(t());
  await t().database.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, SECOND_ADMIN));
  secondAdmin = await consoleSessionFor(t(), SECOND_ADMIN);
});

const credit = (amount: number, token = who.ops) =>
  consolePost(t(), `/people/${CUSTOMER}/wallet`, { kind: 'credit', amount, reason: 'goodwill' }, token);
const balance = async () =>
  dataOf(personDetail, await consoleGet(t(), `/people/${CUSTOMER}`, who.admin)).wallet_balance;
/** The 202 answer of a credit above the cap: the request that waits. */
const pendingOf = (reply: { statusCode: number; body: string }) => {
  expect(reply.statusCode, reply.body).toBe(202);
  return walletCredit.parse(JSON.parse(reply.body).data);
};
const decide = (id: number, verb: 'approve' | 'decline', token: string) =>
  consolePost(t(), `/wallet-credits/${id}/${verb}`, {}, token);

describe('console wallet credits above the cap', () => {
  it("pays an ops credit up to the day's cap, and makes the next one wait, unpaid", async () => {
    const start = await balance();
    const credits = Math.floor(OPS_CREDIT_DAY_MAX / OPS_CREDIT_MAX);
    for (let i = 0; i < credits; i += 1) expect((await credit(OPS_CREDIT_MAX)).statusCode).toBe(200);
    const paid = credits * OPS_CREDIT_MAX;
    expect(await balance()).toBe(start + paid);
    const over = OPS_CREDIT_DAY_MAX - paid + 1;
    const request = pendingOf(await credit(over));
    expect(request).toMatchObject({ status: 'pending', amount: over, requested_by: OPS, user_id: CUSTOMER });
    expect(await balance()).toBe(start + paid);
    expect((await auditRows(t())).at(-1)).toMatchObject({ action: 'wallet.request', actorId: OPS });
  });

  it('makes one ops credit above the per-credit cap wait; an admin approves it and it is paid once', async () => {
    const start = await balance();
    const request = pendingOf(await credit(OPS_CREDIT_MAX + 1));
    const list = dataOf(walletCreditList, await consoleGet(t(), '/wallet-credits', who.ops));
    expect(list.items.map((c) => c.id)).toContain(request.id);
    expect((await decide(request.id, 'approve', who.ops)).statusCode).toBe(403);
    const approved = dataOf(walletCredit, await decide(request.id, 'approve', who.admin));
    expect(approved).toMatchObject({ status: 'approved', decided_by: ADMIN });
    expect(await balance()).toBe(start + OPS_CREDIT_MAX + 1);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'wallet.approve',
      actorId: ADMIN,
      before: { balance: start },
      after: { balance: start + OPS_CREDIT_MAX + 1 },
    });
    const again = await decide(request.id, 'approve', secondAdmin);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CREDIT_ALREADY_DECIDED');
    expect(await balance()).toBe(start + OPS_CREDIT_MAX + 1);
    const left = dataOf(walletCreditList, await consoleGet(t(), '/wallet-credits', who.admin));
    expect(left.items.map((c) => c.id)).not.toContain(request.id);
  });

  it("needs a second admin for an admin's own credit above the cap; declined, nothing is paid", async () => {
    const start = await balance();
    const request = pendingOf(await credit(ADMIN_CREDIT_MAX + 1, who.admin));
    const audits = (await auditRows(t())).length;
    const self = await decide(request.id, 'approve', who.admin);
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).code).toBe('FOUR_EYES_REQUIRED');
    expect(await auditRows(t())).toHaveLength(audits);
    const declined = dataOf(walletCredit, await decide(request.id, 'decline', secondAdmin));
    expect(declined).toMatchObject({ status: 'declined', decided_by: SECOND_ADMIN });
    expect(await balance()).toBe(start);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'wallet.decline',
      actorId: SECOND_ADMIN,
    });
    expect((await decide(99999, 'approve', secondAdmin)).statusCode).toBe(404);
    expect(dataOf(personDetail, await credit(ADMIN_CREDIT_MAX, who.admin)).wallet_balance).toBe(
      start + ADMIN_CREDIT_MAX,
    );
  });
});

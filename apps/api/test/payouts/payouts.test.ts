import { commission, consolePayoutStatement, payoutBuildReport, payoutList } from '@store/contract/console';
import { CONSOLE_SESSION_ABSOLUTE_MS } from '@store/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  auditRows,
  callers,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
  expectBadInput,
  OPS,
} from '../console/console-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { currentRequest } from '../vendors/vendors-helpers';
import { completedBy, settledRefund, statementsByLink, statementsOf, tokenOf } from './payouts-helpers';

// Vendor payouts as the console and the vendor see them: commissions (the experience's before the
// vendor's before the store's 20%), a statement per vendor and week (Monday to Sunday, India's
// time, by the day the booking was completed), its lines and CSV, marked paid once by an admin and
// frozen; a refund after that is a negative line in the next open statement. Runs on PGlite and
// PostgreSQL.

let now = TEST_NOW; // Tuesday 1 December 2026, 10:00 in India: the week of Monday 30 November
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
const orders = { byFive: 0, byOne: 0 };

const build = async () => dataOf(payoutBuildReport, await consolePost(t(), '/payouts/build', {}, who.ops));
const list = async (query: string) => dataOf(payoutList, await consoleGet(t(), `/payouts?${query}`, who.ops));
const detail = async (id: number) =>
  dataOf(consolePayoutStatement, await consoleGet(t(), `/payouts/${id}`, who.ops));
const statementOf = async (vendor: number, week: string) => {
  const [found] = (await list(`vendor_id=${vendor}&week=${week}`)).items;
  if (!found) throw new Error(`no statement of vendor ${vendor} for ${week}`);
  return detail(found.id);
};
const pay = (id: number, body: object, token = who.admin) =>
  consolePost(t(), `/payouts/${id}/paid`, body, token);
/** The clock moves on to `at`, and the operators sign in to the console again then. */
async function moveTo(at: string) {
  now = new Date(at);
  const session = (userId: number) =>
    sessionFor(t(), userId, {
      kind: 'console',
      at: now,
      expiresAt: new Date(now.getTime() + CONSOLE_SESSION_ABSOLUTE_MS),
    });
  who = { ...who, ops: await session(OPS), admin: await session(ADMIN) };
}
const PAYMENT = { bank_reference: 'UTR2026120800123', paid_on: '2026-12-08' };

beforeAll(async () => {
  who = await callers(t());
  const set = await consolePut(t(), '/vendors/5/commission', { commission_percent: 25 }, who.admin);
  expect(dataOf(commission, set)).toEqual({ id: 5, commission_percent: 25, default_percent: 20 });
  orders.byFive = await completedBy(t(), 5, () => now, who.admin, 'payouts-five');
  orders.byOne = await completedBy(t(), 1, () => now, who.admin, 'payouts-one');
});

describe("a week's statements", () => {
  it("gives each vendor their share of each completed booking: the price less delivery, less the store's commission", async () => {
    expect(await build()).toEqual({ order_lines: 2, refund_lines: 0 });
    expect(await build()).toEqual({ order_lines: 0, refund_lines: 0 });
    const five = await statementOf(5, '2026-11-30');
    expect(five).toMatchObject({
      week_start: '2026-11-30',
      week_end: '2026-12-06',
      status: 'open',
      total: 1649,
    });
    expect(five.lines).toEqual([
      expect.objectContaining({
        kind: 'order',
        order_id: orders.byFive,
        base: 2198,
        commission_percent: 25,
        commission: 549,
        amount: 1649,
      }),
    ]);
    const one = await statementOf(1, '2026-11-30');
    expect(one.lines.map((l) => [l.order_id, l.commission_percent, l.amount])).toEqual([
      [orders.byOne, 20, 1759],
    ]);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'payout.build',
      actorId: expect.any(Number),
    });
  });

  it("takes an experience's commission before its vendor's, for lines made from then on", async () => {
    const set = await consolePut(t(), '/experiences/14/commission', { commission_percent: 10 }, who.admin);
    expect(dataOf(commission, set).commission_percent).toBe(10);
    const later = await completedBy(t(), 5, () => now, who.admin, 'payouts-five-later');
    await build();
    const five = await statementOf(5, '2026-11-30');
    expect(five.lines.map((l) => [l.order_id, l.commission_percent, l.amount])).toEqual([
      [orders.byFive, 25, 1649],
      [later, 10, 1979],
    ]);
    expect(five.total).toBe(1649 + 1979);
    await consolePut(t(), '/experiences/14/commission', { commission_percent: null }, who.admin);
  });

  it('lists statements by week, vendor and status, and refuses a filter it cannot read', async () => {
    const week = await list('week=2026-11-30&status=open');
    expect(week.items.map((s) => s.vendor.id).sort()).toEqual([1, 5]);
    expect((await list('week=2026-11-23')).total).toBe(0);
    expect((await list('status=paid')).total).toBe(0);
    for (const [query, field] of [
      ['week=30-11-2026', 'week'],
      ['status=done', 'status'],
      ['vendor_id=x', 'vendor_id'],
    ] as const) {
      const reply = await consoleGet(t(), `/payouts?${query}`, who.ops);
      expect(reply.statusCode, query).toBe(400);
      expect(errorOf(reply).data).toHaveProperty(field);
    }
    expect((await consoleGet(t(), '/payouts/999999', who.ops)).statusCode).toBe(404);
  });

  it('exports a statement as CSV: a line per order, then the total', async () => {
    const five = await statementOf(5, '2026-11-30');
    const reply = await consoleGet(t(), `/payouts/${five.id}/export`, who.ops);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toContain(`payout-${five.id}.csv`);
    const rows = reply.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Week,Vendor,Order,Line,Experience,Slot date,On,Base,Commission %,Commission,Vendor share',
    );
    expect(rows.slice(1, -1).map((r) => r.split(',')[2])).toEqual(five.lines.map((l) => String(l.order_id)));
    expect(rows.at(-1)?.split(',').at(-1)).toBe(String(five.total));
  });
});

describe('marking a statement paid', () => {
  it('lets only an admin do it, with a UTR and a day', async () => {
    await moveTo('2026-12-08T04:30:00Z'); // Tuesday of the next week
    const five = await statementOf(5, '2026-11-30');
    const ops = await pay(five.id, PAYMENT, who.ops);
    expect(ops.statusCode).toBe(403);
    expect(errorOf(ops).code).toBe('FORBIDDEN');
    await expectBadInput(t(), pay(five.id, { ...PAYMENT, bank_reference: 'no!' }), {
      status: 400,
      field: 'bank_reference',
    });
    await expectBadInput(t(), pay(five.id, { ...PAYMENT, paid_on: '2026-02-30' }), {
      status: 400,
      field: 'paid_on',
    });
    await expectBadInput(t(), pay(five.id, { paid_on: PAYMENT.paid_on }), {
      status: 400,
      field: 'bank_reference',
    });
    expect((await statementOf(5, '2026-11-30')).status).toBe('open');
  });

  it('pays it once, audited; a second mark is refused with its code', async () => {
    const five = await statementOf(5, '2026-11-30');
    const paid = dataOf(consolePayoutStatement, await pay(five.id, PAYMENT));
    expect(paid).toMatchObject({
      status: 'paid',
      total: five.total,
      bank_reference: PAYMENT.bank_reference,
      paid_on: '2026-12-08',
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'payout.mark_paid',
      actorId: ADMIN,
      subjectId: String(five.id),
    });
    const again = await pay(five.id, { ...PAYMENT, bank_reference: 'UTR999999999' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('PAYOUT_ALREADY_PAID');
    expect((await list('status=paid&vendor_id=5')).items.map((s) => s.id)).toEqual([five.id]);
  });

  it('of two admins marking the same statement at once, one pays it and the other is told it is paid', async () => {
    const one = await statementOf(1, '2026-11-30');
    const other = await sessionFor(t(), ADMIN, {
      kind: 'console',
      at: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const replies = await Promise.all([
      pay(one.id, PAYMENT),
      pay(one.id, { ...PAYMENT, bank_reference: 'UTR2026120800999' }, other),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(replies.find((r) => r.statusCode === 409) ?? replies[0]).code).toBe('PAYOUT_ALREADY_PAID');
    expect(
      (await auditRows(t())).filter((a) => a.action === 'payout.mark_paid' && a.subjectId === String(one.id)),
    ).toHaveLength(1);
  });

  it('keeps a paid statement as it was: a later refund is a negative line in the next open one, which cannot be paid below zero', async () => {
    const paid = await statementOf(5, '2026-11-30');
    await settledRefund(t(), orders.byFive, 500, now);
    expect(await build()).toEqual({ order_lines: 0, refund_lines: 1 });
    expect(await statementOf(5, '2026-11-30')).toEqual(paid);
    const next = await statementOf(5, '2026-12-07');
    expect(next.lines).toEqual([
      expect.objectContaining({
        kind: 'refund',
        order_id: orders.byFive,
        base: -500,
        commission_percent: 25,
        amount: -375,
      }),
    ]);
    expect(next.total).toBe(-375);
    await moveTo('2026-12-15T04:30:00Z');
    const negative = await pay(next.id, PAYMENT);
    expect(negative.statusCode).toBe(409);
    expect(errorOf(negative).code).toBe('PAYOUT_NEGATIVE_TOTAL');
  });
});

describe("the vendor's statements link", () => {
  it('shows the vendor their own statements, paid ones with the bank reference', async () => {
    const five = await statementOf(5, '2026-11-30');
    const reply = await statementsByLink(t(), tokenOf(five.statements_path));
    expect(reply.statusCode, reply.body).toBe(200);
    const seen = statementsOf(reply);
    expect(seen.vendor.id).toBe(5);
    expect(seen.statements.map((s) => [s.week_start, s.status, s.total])).toEqual([
      ['2026-12-07', 'open', -375],
      ['2026-11-30', 'paid', five.total],
    ]);
    expect(seen.statements[1]?.bank_reference).toBe(PAYMENT.bank_reference);
  });

  it("never shows another vendor's statement: each link names its own vendor and cannot be changed", async () => {
    const one = await statementOf(1, '2026-11-30');
    const seen = statementsOf(await statementsByLink(t(), tokenOf(one.statements_path)));
    expect(seen.vendor.id).toBe(1);
    expect(seen.statements.every((s) => s.vendor.id === 1)).toBe(true);
    expect(seen.statements.flatMap((s) => s.lines).map((l) => l.order_id)).not.toContain(orders.byFive);
    const [, expires, mac] = tokenOf(one.statements_path).split('.');
    // A booking request's link is signed for another purpose: it opens no statements.
    const { token: requestToken } = await currentRequest(t(), orders.byFive);
    for (const token of [
      `5.${expires}.${mac}`,
      'nonsense',
      `1.${Number(expires) + 1}.${mac}`,
      requestToken,
    ]) {
      const forged = await statementsByLink(t(), token);
      expect(forged.statusCode, token).toBe(400);
      expect(errorOf(forged).code).toBe('PAYOUT_LINK_INVALID');
    }
    expect((await statementsByLink(t(), '')).statusCode).toBe(400);
  });
});

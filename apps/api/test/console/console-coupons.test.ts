import { placedOrder, successEnvelope } from '@store/contract';
import {
  consoleCouponDetail,
  consoleCouponList,
  consoleGiftCode,
  consoleGiftCodeList,
} from '@store/contract/console';
import { schema } from '@store/db';
import { COUPON_VALUE_MAX, type ErrorCode, surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
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
} from './console-helpers';

// Coupons and gift codes: any operator lists them with their use (how many
// orders, by whom); only an admin creates or changes one, audited. Bad input (a cap below zero, an
// end before the start, money not in whole rupees or below zero, a code taken) names its field and
// writes nothing. A coupon made here is taken at checkout. Runs on PGlite and PostgreSQL.

const t = useTestApp();
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

const COUPON = {
  code: 'festive150',
  description: 'Rs 150 off for the festival',
  kind: 'flat',
  value: 150,
  min_order: 0,
  valid_from: '2026-11-25',
  valid_until: '2027-01-31',
  total_limit: 50,
  per_user_limit: 1,
};

// A draft the coupons-wallet tests use: experience 14 in Delhi, 4 December, slot 142, Vasant Kunj.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

const couponCount = async () => (await t().database.db.select().from(schema.coupons)).length;

const refused = (
  reply: Promise<{ statusCode: number; body: string }>,
  status: number,
  field: string,
  code?: ErrorCode,
) => expectBadInput(t(), reply, { status, field, code }, couponCount);

describe('coupons', () => {
  let id = 0;

  it('are listed with their use to any operator', async () => {
    const list = dataOf(consoleCouponList, await consoleGet(t(), '/coupons?per_page=100', who.ops));
    expect(list.items.map((c) => c.code)).toContain('WELCOME10');
    expect(list.items.find((c) => c.code === 'AARAV200')?.owner).toMatchObject({ id: 2 });
    const welcome = dataOf(consoleCouponList, await consoleGet(t(), '/coupons?q=welcome', who.ops));
    expect(welcome.items.map((c) => c.code)).toEqual(['WELCOME10']);
    const bad = await consoleGet(t(), '/coupons?active=maybe', who.ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('active');
  });

  it('are created by an admin only, audited, with the code in capitals', async () => {
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consolePost(t(), '/coupons', COUPON, token)).statusCode).toBe(403);
    const created = dataOf(consoleCouponDetail, await consolePost(t(), '/coupons', COUPON, who.admin));
    id = created.id;
    expect(created).toMatchObject({
      code: 'FESTIVE150',
      kind: 'flat',
      value: 150,
      valid_from: '2026-11-25',
      valid_until: '2027-01-31',
      total_limit: 50,
      is_active: true,
      used: 0,
      uses: [],
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: String(id),
      after: { code: 'FESTIVE150', value: 150 },
    });
    await refused(consolePost(t(), '/coupons', COUPON, who.admin), 409, 'code', 'CODE_TAKEN');
  });

  it('refuse a cap below zero, an end before the start, money not whole or below zero, a percent over 100', async () => {
    const other = { ...COUPON, code: 'OTHER1' };
    await refused(consolePost(t(), '/coupons', { ...other, total_limit: -1 }, who.admin), 400, 'total_limit');
    await refused(
      consolePost(t(), '/coupons', { ...other, per_user_limit: -2 }, who.admin),
      400,
      'per_user_limit',
    );
    await refused(
      consolePost(
        t(),
        '/coupons',
        { ...other, valid_from: '2027-01-31', valid_until: '2027-01-01' },
        who.admin,
      ),
      400,
      'valid_until',
    );
    await refused(consolePost(t(), '/coupons', { ...other, value: 99.5 }, who.admin), 400, 'value');
    await refused(consolePost(t(), '/coupons', { ...other, min_order: -100 }, who.admin), 400, 'min_order');
    await refused(
      consolePost(t(), '/coupons', { ...other, kind: 'percent', value: 120 }, who.admin),
      400,
      'value',
    );
    await refused(
      consolePost(t(), '/coupons', { ...other, experience_id: 999999 }, who.admin),
      400,
      'experience_id',
    );
    await refused(consolePost(t(), '/coupons', { ...other, code: 'a b' }, who.admin), 400, 'code');
  });

  it('refuse a flat value or a discount cap above the coupon cap, writing nothing', async () => {
    const other = { ...COUPON, code: 'HUGE1' };
    const audits = (await auditRows(t())).length;
    for (const value of [COUPON_VALUE_MAX + 1, 2_147_483_647]) {
      await refused(consolePost(t(), '/coupons', { ...other, value }, who.admin), 400, 'value');
      await refused(
        consolePost(t(), '/coupons', { ...other, max_discount: value }, who.admin),
        400,
        'max_discount',
      );
    }
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('are taken at checkout, and the coupon then shows the order and its customer', async () => {
    const token = await sessionFor(t(), 3);
    const reply = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/book_order',
      payload: { ...DRAFT, amount: PRICE - 150, coupon_code: 'FESTIVE150' },
      headers: { 'x-csrf-token': token },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const order = successEnvelope(placedOrder).parse(reply.json()).data;
    const detail = dataOf(consoleCouponDetail, await consoleGet(t(), `/coupons/${id}`, who.ops));
    expect(detail).toMatchObject({ used: 1, customers: 1 });
    expect(detail.uses).toMatchObject([
      { order_id: order.order_id, customer: { id: 3 }, discount: 150, counts: true },
    ]);
    expect((await consoleGet(t(), '/coupons/999999', who.ops)).statusCode).toBe(404);
  });

  it('are changed or switched off by an admin, before and after in the audit; a taken code is a 409', async () => {
    const off = { ...COUPON, is_active: false, total_limit: 10 };
    expect((await consolePut(t(), `/coupons/${id}`, off, who.ops)).statusCode).toBe(403);
    const changed = dataOf(consoleCouponDetail, await consolePut(t(), `/coupons/${id}`, off, who.admin));
    expect(changed).toMatchObject({ is_active: false, total_limit: 10, used: 1 });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'coupon.change',
      before: { is_active: true, total_limit: 50 },
      after: { is_active: false, total_limit: 10 },
    });
    await refused(
      consolePut(t(), `/coupons/${id}`, { ...COUPON, code: 'WELCOME10' }, who.admin),
      409,
      'code',
      'CODE_TAKEN',
    );
    const [row] = await t().database.db.select().from(schema.coupons).where(eq(schema.coupons.id, id));
    expect(row?.code).toBe('FESTIVE150');
  });
});

describe('gift codes', () => {
  const GIFT = { code: 'GIFT-DEC-500', kind: 'wallet', value: 500, valid_until: '2027-03-31' };

  it('are created by an admin only, audited, and listed unredeemed', async () => {
    expect((await consolePost(t(), '/gift-codes', GIFT, who.ops)).statusCode).toBe(403);
    const created = dataOf(consoleGiftCode, await consolePost(t(), '/gift-codes', GIFT, who.admin));
    expect(created).toMatchObject({ code: 'GIFT-DEC-500', value: 500, redeemed_by: null, voucher_days: 180 });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'giftcode.create',
      subjectId: String(created.id),
    });
    const open = dataOf(
      consoleGiftCodeList,
      await consoleGet(t(), '/gift-codes?redeemed=false&q=dec-500', who.ops),
    );
    expect(open.items.map((g) => g.code)).toEqual(['GIFT-DEC-500']);
    await refused(consolePost(t(), '/gift-codes', GIFT, who.admin), 409, 'code', 'CODE_TAKEN');
  });

  it('get a code made by the store when the admin leaves it out: 16 letters of 32, each new', async () => {
    const { code: _typed, ...untyped } = GIFT;
    const made = await Promise.all(
      [1, 2, 3].map(async () =>
        dataOf(consoleGiftCode, await consolePost(t(), '/gift-codes', untyped, who.admin)),
      ),
    );
    for (const gift of made) expect(gift.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(new Set(made.map((g) => g.code)).size).toBe(3);
  });

  it('refuse a value not whole or below one rupee and a last day already passed', async () => {
    await refused(
      consolePost(t(), '/gift-codes', { ...GIFT, code: 'G2', value: 10.5 }, who.admin),
      400,
      'value',
    );
    await refused(
      consolePost(t(), '/gift-codes', { ...GIFT, code: 'G22', value: 0 }, who.admin),
      400,
      'value',
    );
    await refused(
      consolePost(t(), '/gift-codes', { ...GIFT, code: 'G222', valid_until: '2026-11-30' }, who.admin),
      400,
      'valid_until',
    );
    await refused(
      consolePost(t(), '/gift-codes', { ...GIFT, code: 'G2222', value: COUPON_VALUE_MAX + 1 }, who.admin),
      400,
      'value',
    );
    await refused(
      consolePost(t(), '/gift-codes', { ...GIFT, code: 'G22222', value: 2_147_483_647 }, who.admin),
      400,
      'value',
    );
  });
});

import {
  accountOrders,
  bookingQuote,
  checkoutQuestions,
  customerAddress,
  customerAddresses,
  errorEnvelope,
  loginResult,
  orderDetail,
  redeemed,
  referralSummary,
  successEnvelope,
  userDate,
  userDateQuestions,
  userDates,
  userVouchers,
  walletTransactions,
  wishlistResult,
  wishlistToggled,
} from '@store/contract';
import { schema } from '@store/db';
import {
  GIFT_CODE_REFUSED,
  GIFT_REDEEM_LIMIT_MESSAGE,
  GIFT_REDEEM_LIMITS,
  OCCASIONS,
  OCCASIONS_PER_ACCOUNT,
  OPS_CONTACT,
  REFERRAL_CREDIT,
  REFERRAL_MONTHLY_CAP,
  RELATIONS,
  surgedPrice,
} from '@store/domain';
import { and, count, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post, signInByOtp } from '../accounts/accounts-helpers';
import { placePaid } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor, userWithRole } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// The account area: every call is the signed-in customer's own; another's id is a 404.
// TEST_NOW is 2026-12-01 in India. Seed: user 2 (Aarav, code AARAV8M2) has Rs 500 in the wallet and
// the voucher AARAV200; user 3 has Rs 300; user 1 is an agent (code NEHA4K7Q).
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;

const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: token ? { 'x-csrf-token': token } : {} });
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const dataOf = <T>(schema: { parse(v: unknown): T }, res: { json(): unknown }) => schema.parse(res.json());

describe('bookings: upcoming and past', () => {
  const t = useTestApp();

  it("lists a placed booking under upcoming with its ops contact and tracking link, and never under another customer's", async () => {
    const token = await sessionFor(t(), 4);
    const placed = await call(t(), 'POST', '/v5/booking/book_order', token, { ...DRAFT, amount: PRICE });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id as number;

    const upcoming = dataOf(
      successEnvelope(accountOrders),
      await call(t(), 'GET', '/v2/user/upcoming_orders', token),
    ).data;
    const mine = upcoming.orders.find((o) => o.id === orderId);
    expect(mine).toMatchObject({
      status: 'pending_payment',
      status_label: 'Awaiting payment',
      date: '2026-12-04',
      amount: PRICE,
      ops_contact: OPS_CONTACT,
      track_url: `/track_order/${orderId}`,
    });
    expect(mine?.time).toMatch(/M - .*M$/);
    const past = dataOf(
      successEnvelope(accountOrders),
      await call(t(), 'GET', '/v2/user/past_orders', token),
    ).data;
    expect(past.orders.map((o) => o.id)).not.toContain(orderId);

    const other = await sessionFor(t(), 3);
    for (const tab of ['upcoming', 'past']) {
      const theirs = dataOf(
        successEnvelope(accountOrders),
        await call(t(), 'GET', `/v2/user/${tab}_orders`, other),
      ).data;
      expect(theirs.orders.map((o) => o.id)).not.toContain(orderId);
    }
  });

  it('puts ended bookings and passed days under past, newest first, paged with the total', async () => {
    // The seed's customer with the most bookings that already took place.
    const [busiest] = await t()
      .database.db.select({ id: schema.orders.customerId, n: count() })
      .from(schema.orders)
      .where(and(isNotNull(schema.orders.customerId), lt(schema.orders.date, '2026-12-01')))
      .groupBy(schema.orders.customerId)
      .orderBy(desc(count()))
      .limit(1);
    const token = await sessionFor(t(), busiest?.id ?? 0);
    const all = dataOf(
      successEnvelope(accountOrders),
      await call(t(), 'GET', '/v2/user/past_orders?size=50', token),
    ).data;
    expect(all.total).toBeGreaterThan(0);
    expect(all.orders).toHaveLength(all.total);
    for (const o of all.orders)
      expect(o.date === null || o.date < '2026-12-01' || o.status_label !== 'Confirmed').toBe(true);
    const created = all.orders.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const second = dataOf(
      successEnvelope(accountOrders),
      await call(t(), 'GET', '/v2/user/past_orders?page=2&size=1', token),
    ).data;
    expect(second).toMatchObject({ page: 2, size: 1, total: all.total });
    expect(second.orders.map((o) => o.id)).toEqual(all.orders.slice(1, 2).map((o) => o.id));
    const first = dataOf(
      successEnvelope(accountOrders),
      await call(t(), 'GET', '/v2/user/past_orders?size=1', token),
    ).data;
    expect(first.orders.map((o) => o.id)).toEqual([all.orders[0]?.id]);
  });

  it('refuses a guest and a page that is not a number', async () => {
    expect((await call(t(), 'GET', '/v2/user/upcoming_orders')).statusCode).toBe(401);
    const res = await call(t(), 'GET', '/v2/user/past_orders?page=0', await sessionFor(t(), 2));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).data)).toContain('page');
  });
});

describe('vouchers, the wallet and gift codes', () => {
  const t = useTestApp();
  const balanceOf = async (token: string) =>
    dataOf(successEnvelope(walletTransactions), await call(t(), 'GET', '/v2/wallet/transactions', token)).data
      .balance;

  it("lists only the customer's own vouchers, usable and unused", async () => {
    const aarav = dataOf(
      successEnvelope(userVouchers),
      await call(t(), 'GET', '/v2/user/coupons', await sessionFor(t(), 2)),
    ).data;
    expect(aarav.coupons.map((c) => [c.code, c.is_valid, c.used])).toEqual([['AARAV200', true, false]]);
    const ananya = dataOf(
      successEnvelope(userVouchers),
      await call(t(), 'GET', '/v2/user/coupons', await sessionFor(t(), 3)),
    ).data;
    expect(ananya.coupons).toEqual([]);
  });

  it('redeems a wallet gift code once: the ledger shows it with the running balance, a second try and another customer are refused', async () => {
    const token = await sessionFor(t(), 2);
    const res = await call(t(), 'POST', '/v2/user-coupons/redeem', token, { code: ' gift500wallet ' });
    const body = dataOf(successEnvelope(redeemed), res);
    expect(body.message).toBe('₹500 has been added to your wallet.');
    expect(body.data).toMatchObject({ kind: 'wallet', amount: 500, wallet_money: 1000, voucher: null });

    const ledger = dataOf(
      successEnvelope(walletTransactions),
      await call(t(), 'GET', '/v2/wallet/transactions', token),
    ).data;
    expect(ledger.balance).toBe(1000);
    expect(ledger.transactions.map((r) => [r.amount, r.kind, r.balance])).toEqual([
      [500, 'redemption', 1000],
      [500, 'referral', 500],
    ]);

    const again = await call(t(), 'POST', '/v2/user-coupons/redeem', token, { code: 'GIFT500WALLET' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).data).toEqual({ code: GIFT_CODE_REFUSED });
    const other = await sessionFor(t(), 3);
    const theirs = await call(t(), 'POST', '/v2/user-coupons/redeem', other, { code: 'GIFT500WALLET' });
    expect(errorOf(theirs).data).toEqual({ code: GIFT_CODE_REFUSED });
    expect(await balanceOf(other)).toBe(300);
    expect(await balanceOf(token)).toBe(1000);
  });

  it('redeems a voucher gift code into a voucher the customer can use at checkout', async () => {
    const token = await sessionFor(t(), 3);
    const body = dataOf(
      successEnvelope(redeemed),
      await call(t(), 'POST', '/v2/user-coupons/redeem', token, { code: 'GIFT750VOUCHER' }),
    ).data;
    expect(body).toMatchObject({ kind: 'voucher', amount: 750, wallet_money: 300 });
    expect(body.voucher).toMatchObject({
      code: 'GIFT750VOUCHER',
      kind: 'flat',
      value: 750,
      is_valid: true,
      used: false,
    });
    const mine = dataOf(
      successEnvelope(userVouchers),
      await call(t(), 'GET', '/v2/user/coupons', token),
    ).data;
    expect(mine.coupons.map((c) => c.code)).toEqual(['GIFT750VOUCHER']);
    const offers = await call(t(), 'POST', '/v2/booking/coupons', token, DRAFT);
    expect(offers.json().data.coupons).toContainEqual(
      expect.objectContaining({ code: 'GIFT750VOUCHER', discount: 750, applicable: true }),
    );
  });

  it('gives one answer for an unknown, a used and an expired gift code, and names an empty one', async () => {
    const token = await sessionFor(t(), 3);
    const answers = [];
    for (const code of ['NOSUCHGIFT', 'GIFTEXPIRED', 'GIFT500WALLET']) {
      const res = await call(t(), 'POST', '/v2/user-coupons/redeem', token, { code });
      answers.push([res.statusCode, errorOf(res).code, errorOf(res).error_message, errorOf(res).data]);
    }
    // Nothing in the reply tells a guesser which of the three it hit.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([400, 'VALIDATION_FAILED', GIFT_CODE_REFUSED, { code: GIFT_CODE_REFUSED }]);
    const empty = await call(t(), 'POST', '/v2/user-coupons/redeem', token, { code: '' });
    expect(errorOf(empty).data.code).toBe('code must have at least 4 characters');
    expect(await balanceOf(token)).toBe(300);
    expect(
      (await call(t(), 'POST', '/v2/user-coupons/redeem', undefined, { code: 'GIFT500WALLET' })).statusCode,
    ).toBe(401);
  });

  it('limits tries per customer and per network: past the limit even a right code waits, nothing redeemed', async () => {
    const guesser = await sessionFor(t(), 4);
    const guess = (token: string, code: string, ip: string) =>
      t().app.inject({
        method: 'POST',
        url: '/v2/user-coupons/redeem',
        payload: { code },
        remoteAddress: ip,
        headers: { 'x-csrf-token': token },
      });
    for (let i = 0; i < GIFT_REDEEM_LIMITS.perUser.limit; i += 1)
      expect((await guess(guesser, `GUESS${i}XX`, `10.9.0.${i}`)).statusCode).toBe(400);
    const right = await guess(guesser, 'GIFTCARD03', '10.9.1.1');
    expect(right.statusCode).toBe(429);
    expect(errorOf(right).error_message).toContain(GIFT_REDEEM_LIMIT_MESSAGE);
    // Other customers on one IPv6 network share its budget: a guesser's many accounts do not help.
    let spent = 0;
    for (let user = 5; spent < GIFT_REDEEM_LIMITS.perAddress.limit; user += 1) {
      const token = await sessionFor(
        t(),
        await userWithRole(t(), 'user', `95777${String(user).padStart(5, '0')}`),
      );
      for (
        let i = 0;
        i < GIFT_REDEEM_LIMITS.perUser.limit && spent < GIFT_REDEEM_LIMITS.perAddress.limit;
        i += 1
      ) {
        expect((await guess(token, `NET${spent}XXX`, `2001:db8:7:1::${spent.toString(16)}`)).statusCode).toBe(
          400,
        );
        spent += 1;
      }
    }
    const fresh = await sessionFor(t(), await userWithRole(t(), 'user', '9577799999'));
    expect((await guess(fresh, 'GIFTCARD03', '2001:db8:7:1::beef')).statusCode).toBe(429);
    // The same customer from another network is not held up by it.
    expect((await guess(fresh, 'GIFTCARD03', '2001:db8:8:1::1')).statusCode).toBe(200);
  });

  it('refuses a page size that is not a number', async () => {
    const res = await call(t(), 'GET', '/v2/wallet/transactions?size=ten', await sessionFor(t(), 2));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).data)).toContain('size');
  });
});

describe('saved occasions', () => {
  const t = useTestApp();
  const birthday = { occasion: 'Birthday', relation: 'Mother', name: 'Maa', date: '2027-03-14' };

  it('offers the occasion and relation lists', async () => {
    const lists = dataOf(
      successEnvelope(userDateQuestions),
      await call(t(), 'GET', '/v2/dates-user/getQuestions'),
    ).data;
    expect(lists).toEqual({ occasions: [...OCCASIONS], relations: [...RELATIONS] });
  });

  it('keeps at most the cap of occasions per account: the next is a 409 naming it, nothing saved; saves at once never pass it', async () => {
    const token = await sessionFor(t(), 6);
    const save = (n: number) =>
      call(t(), 'POST', '/v2/dates-user', token, { ...birthday, name: `Friend ${n}` });
    for (let n = 0; n < OCCASIONS_PER_ACCOUNT - 3; n += 1) expect((await save(n)).statusCode).toBe(200);
    // The last three places, asked for six times at once.
    const burst = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => save(100 + n)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const over = await save(999);
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).code).toBe('OCCASIONS_FULL');
    expect(errorOf(over).data).toEqual({
      date: expect.stringContaining(`${OCCASIONS_PER_ACCOUNT} saved occasions`),
    });
    const kept = dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', token)).data;
    expect(kept.dates_user).toHaveLength(OCCASIONS_PER_ACCOUNT);
  });

  it('saves, lists, changes and deletes a date; another customer can do none of it', async () => {
    const token = await sessionFor(t(), 2);
    const saved = dataOf(
      successEnvelope(userDate),
      await call(t(), 'POST', '/v2/dates-user', token, birthday),
    ).data;
    expect(saved).toMatchObject(birthday);
    const list = dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', token)).data;
    expect(list.dates_user).toEqual([saved]);

    const other = await sessionFor(t(), 3);
    expect(
      dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', other)).data.dates_user,
    ).toEqual([]);
    const change = { ...birthday, date: '2027-03-15' };
    const refused = await call(t(), 'PUT', `/v2/dates-user/${saved.id}`, other, change);
    expect(refused.statusCode).toBe(404);
    expect(errorEnvelope.parse(refused.json()).code).toBe('NOT_FOUND');
    expect((await call(t(), 'DELETE', `/v2/dates-user/${saved.id}`, other)).statusCode).toBe(404);
    expect(
      dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', token)).data.dates_user,
    ).toEqual([saved]);

    const changed = await call(t(), 'PUT', `/v2/dates-user/${saved.id}`, token, change);
    expect(dataOf(successEnvelope(userDate), changed).data.date).toBe('2027-03-15');
    expect((await call(t(), 'DELETE', `/v2/dates-user/${saved.id}`, token)).statusCode).toBe(200);
    expect(
      dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', token)).data.dates_user,
    ).toEqual([]);
  });

  it('refuses a past date, a non-date, and an occasion or relation not in the lists, naming the field, writing nothing', async () => {
    const token = await sessionFor(t(), 2);
    for (const [change, field] of [
      [{ date: '2026-11-30' }, 'date'],
      [{ date: '2027-02-30' }, 'date'],
      [{ date: 'soon' }, 'date'],
      [{ occasion: 'Housewarming party' }, 'occasion'],
      [{ relation: 'Neighbour' }, 'relation'],
    ] as const) {
      const res = await call(t(), 'POST', '/v2/dates-user', token, { ...birthday, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(errorOf(res).data)).toEqual([field]);
    }
    expect(
      errorOf(await call(t(), 'POST', '/v2/dates-user', token, { ...birthday, date: '2026-11-30' })).data
        .date,
    ).toBe('date cannot be in the past');
    expect(
      dataOf(successEnvelope(userDates), await call(t(), 'GET', '/v2/dates-user', token)).data.dates_user,
    ).toEqual([]);
    expect((await call(t(), 'POST', '/v2/dates-user', undefined, birthday)).statusCode).toBe(401);
  });
});

describe('the wishlist', () => {
  const t = useTestApp();

  it("toggles an experience on and off, lists it as a card for the customer's own id only", async () => {
    const token = await sessionFor(t(), 2);
    const on = dataOf(
      successEnvelope(wishlistToggled),
      await call(t(), 'GET', '/v2/wishlist/toggle/14', token),
    ).data;
    expect(on).toEqual({ experience_id: 14, is_wishlisted: true });
    const list = dataOf(
      successEnvelope(wishlistResult),
      await call(t(), 'GET', '/v2/experience/wishlist/2?page=1&size=100', token),
    ).data;
    expect(list.ids).toEqual([14]);
    expect(list.experiences.map((c) => [c.id, c.is_wishlisted])).toEqual([[14, true]]);

    expect((await call(t(), 'GET', '/v2/experience/wishlist/2', await sessionFor(t(), 3))).statusCode).toBe(
      404,
    );
    expect((await call(t(), 'GET', '/v2/experience/wishlist/3', token)).statusCode).toBe(404);
    const elsewhere = await t().app.inject({
      method: 'GET',
      url: '/v2/experience/wishlist/2',
      headers: { 'x-csrf-token': token, city: 'atlantis' },
    });
    expect([elsewhere.statusCode, errorOf(elsewhere).code]).toEqual([400, 'UNKNOWN_CITY']);
    expect(errorOf(elsewhere).data).toEqual({ CITY: 'is not a known city' });

    const off = dataOf(
      successEnvelope(wishlistToggled),
      await call(t(), 'GET', '/v2/wishlist/toggle/14', token),
    ).data;
    expect(off.is_wishlisted).toBe(false);
    const empty = dataOf(
      successEnvelope(wishlistResult),
      await call(t(), 'GET', '/v2/experience/wishlist/2', token),
    ).data;
    expect(empty).toEqual({ experiences: [], ids: [], total: 0 });
  });

  it('refuses an unknown experience, a bad id and a guest', async () => {
    const token = await sessionFor(t(), 2);
    expect((await call(t(), 'GET', '/v2/wishlist/toggle/999999', token)).statusCode).toBe(404);
    const bad = await call(t(), 'GET', '/v2/wishlist/toggle/abc', token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).data)).toContain('id');
    expect((await call(t(), 'GET', '/v2/wishlist/toggle/14')).statusCode).toBe(401);
    expect(
      dataOf(successEnvelope(wishlistResult), await call(t(), 'GET', '/v2/experience/wishlist/2', token)).data
        .ids,
    ).toEqual([]);
  });
});

describe('addresses', () => {
  const t = useTestApp();
  const home = {
    city_id: 1,
    pincode: '110017',
    name: 'Aarav Sharma',
    mobile: '9000000002',
    line1: 'B-12, Second Floor, Sheikh Sarai Phase 1',
    line2: 'Near the park',
    landmark: 'Opposite the mother dairy',
    label: 'home',
    latitude: 28.5355,
    longitude: 77.2167,
  };

  it('saves, lists by city, changes and deletes an address; another customer gets a 404 for each', async () => {
    const token = await sessionFor(t(), 2);
    const saved = dataOf(
      successEnvelope(customerAddress),
      await call(t(), 'POST', '/v5/save-customer-address', token, home),
    );
    expect(saved.message).toBe('Address saved successfully.');
    expect(saved.data).toMatchObject({ ...home, city_name: 'Delhi NCR' });
    const id = saved.data.id;
    const inDelhi = dataOf(
      successEnvelope(customerAddresses),
      await call(t(), 'GET', '/v5/get-customer-address?city_id=1', token),
    ).data;
    expect(inDelhi.addresses.map((a) => a.id)).toEqual([id]);
    const inMumbai = dataOf(
      successEnvelope(customerAddresses),
      await call(t(), 'GET', '/v5/get-customer-address?city_id=2', token),
    ).data;
    expect(inMumbai.addresses).toEqual([]);

    const other = await sessionFor(t(), 3);
    expect(
      dataOf(successEnvelope(customerAddresses), await call(t(), 'GET', '/v5/get-customer-address', other))
        .data.addresses,
    ).toEqual([]);
    expect((await call(t(), 'PUT', `/v5/update-customer-address/${id}`, other, home)).statusCode).toBe(404);
    expect((await call(t(), 'DELETE', `/v5/delete-customer-address/${id}`, other)).statusCode).toBe(404);

    const moved = await call(t(), 'PUT', `/v5/update-customer-address/${id}`, token, {
      ...home,
      pincode: '110048',
      label: 'work',
    });
    expect(dataOf(successEnvelope(customerAddress), moved).data).toMatchObject({
      pincode: '110048',
      label: 'work',
    });
    expect((await call(t(), 'DELETE', `/v5/delete-customer-address/${id}`, token)).statusCode).toBe(200);
    expect(
      dataOf(successEnvelope(customerAddresses), await call(t(), 'GET', '/v5/get-customer-address', token))
        .data.addresses,
    ).toEqual([]);
  });

  it("refuses another city's pincode with the store's message, an unserved or missing pincode and a missing map point, writing nothing", async () => {
    const token = await sessionFor(t(), 2);
    const mumbai = await call(t(), 'POST', '/v5/save-customer-address', token, {
      ...home,
      pincode: '400001',
    });
    expect(mumbai.statusCode).toBe(400);
    expect(errorOf(mumbai).data.pincode).toBe(
      "This pincode is for Mumbai, but you've selected Delhi NCR. Please change your city.",
    );
    const unserved = await call(t(), 'POST', '/v5/save-customer-address', token, {
      ...home,
      pincode: '201310',
    });
    expect(errorOf(unserved).data.pincode).toBe('This pincode is not serviceable.');
    const { pincode: _p, ...noPincode } = home;
    expect(errorOf(await call(t(), 'POST', '/v5/save-customer-address', token, noPincode)).data.pincode).toBe(
      'pincode is required',
    );
    const { latitude: _l, ...noPoint } = home;
    expect(
      Object.keys(errorOf(await call(t(), 'POST', '/v5/save-customer-address', token, noPoint)).data),
    ).toEqual(['latitude']);
    const city = await call(t(), 'POST', '/v5/save-customer-address', token, { ...home, city_id: 9999 });
    expect(Object.keys(errorOf(city).data)).toEqual(['city_id']);
    expect([city.statusCode, errorOf(city).code]).toEqual([400, 'UNKNOWN_CITY']);
    expect(
      dataOf(successEnvelope(customerAddresses), await call(t(), 'GET', '/v5/get-customer-address', token))
        .data.addresses,
    ).toEqual([]);
    expect((await call(t(), 'POST', '/v5/save-customer-address', undefined, home)).statusCode).toBe(401);
  });
});

describe('referral', () => {
  const t = useTestApp();
  const walletOf = async (token: string) =>
    dataOf(successEnvelope(walletTransactions), await call(t(), 'GET', '/v2/wallet/transactions', token))
      .data;

  const summaryOf = async (token: string) =>
    dataOf(successEnvelope(referralSummary), await call(t(), 'GET', '/v2/user/referrals', token)).data;

  it('records a friend who registers with a code, and pays both sides once on their first paid order', async () => {
    const mobile = '9876522222';
    const key = (await signInByOtp(t(), mobile)).register_key;
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Kabir',
      mobile,
      register_key: key,
      referral_code: 'aarav8m2',
    });
    const friend = successEnvelope(loginResult).parse(res.json()).data;
    const friendToken = friend.token ?? '';
    const aarav = await sessionFor(t(), 2);
    // Registering alone pays nothing: throwaway sign-ups must not mint wallet money.
    expect((await walletOf(friendToken)).balance).toBe(0);
    expect((await walletOf(aarav)).balance).toBe(500);
    expect(await summaryOf(aarav)).toMatchObject({ referral_code: 'AARAV8M2', earned: 0 });
    expect((await summaryOf(aarav)).friends.map((f) => [f.first_name, f.pending, f.credit])).toEqual([
      ['Kabir', true, 0],
    ]);

    await placePaid(t(), friendToken);
    const friendWallet = await walletOf(friendToken);
    expect(friendWallet.balance).toBe(REFERRAL_CREDIT.friend);
    expect(friendWallet.transactions.map((r) => r.kind)).toEqual(['referral']);
    expect((await walletOf(aarav)).balance).toBe(500 + REFERRAL_CREDIT.referrer);
    expect(await summaryOf(aarav)).toMatchObject({ earned: REFERRAL_CREDIT.referrer });
    expect((await summaryOf(aarav)).friends.map((f) => [f.first_name, f.pending, f.credit])).toEqual([
      ['Kabir', false, REFERRAL_CREDIT.referrer],
    ]);

    // A second paid order, or the same person registering again (a sign-in), pays nothing more.
    await placePaid(t(), friendToken);
    const again = (await signInByOtp(t(), mobile)).token;
    expect(again).toBeTruthy();
    expect((await walletOf(aarav)).balance).toBe(500 + REFERRAL_CREDIT.referrer);
    expect((await walletOf(friendToken)).balance).toBe(REFERRAL_CREDIT.friend);
  });

  it("waits for an agent's customer to prove their mobile, then earns on their first paid order", async () => {
    const aarav = await sessionFor(t(), 2);
    const before = (await walletOf(aarav)).balance;
    const agent = await sessionFor(t(), 1);
    const made = await post(
      t(),
      '/v2/user/register',
      { first_name: 'Isha', mobile: '9876544444', referral_code: 'AARAV8M2' },
      agent,
    );
    expect(made.statusCode).toBe(200);
    expect((await summaryOf(aarav)).friends.find((f) => f.first_name === 'Isha')).toMatchObject({
      pending: true,
    });

    // Isha answers a code on her own phone, and her first paid booking earns the referral.
    const ishaToken = (await signInByOtp(t(), '9876544444')).token ?? '';
    await placePaid(t(), ishaToken);
    expect((await walletOf(aarav)).balance).toBe(before + REFERRAL_CREDIT.referrer);
    expect((await walletOf(ishaToken)).balance).toBe(REFERRAL_CREDIT.friend);
    expect((await summaryOf(aarav)).friends.find((f) => f.first_name === 'Isha')).toMatchObject({
      pending: false,
    });
  });

  it("pays a referrer for at most the month's cap of friends; every friend still gets theirs", async () => {
    const db = t().database.db;
    const aarav = await sessionFor(t(), 2);
    const before = (await walletOf(aarav)).balance;
    // Aarav's friends this month so far, each already earned: the cap's worth at least.
    for (let n = 0; n < REFERRAL_MONTHLY_CAP; n++) {
      const [friend] = await db
        .insert(schema.users)
        .values({
          firstName: `Friend${n}`,
          mobile: `98765600${String(n).padStart(2, '0')}`,
          referralCode: `FRND${n}XX9`,
          createdAt: TEST_NOW,
        })
        .returning({ id: schema.users.id });
      await db.insert(schema.referrals).values({
        referredId: friend?.id ?? 0,
        referrerId: 2,
        referrerCredit: REFERRAL_CREDIT.referrer,
        friendCredit: REFERRAL_CREDIT.friend,
        createdAt: TEST_NOW,
        creditedAt: TEST_NOW,
      });
    }
    const mobile = '9876555555';
    const key = (await signInByOtp(t(), mobile)).register_key;
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Zoya',
      mobile,
      register_key: key,
      referral_code: 'AARAV8M2',
    });
    const zoya = successEnvelope(loginResult).parse(res.json()).data.token ?? '';
    await placePaid(t(), zoya);
    expect((await walletOf(zoya)).balance).toBe(REFERRAL_CREDIT.friend);
    expect((await walletOf(aarav)).balance).toBe(before);
    expect((await summaryOf(aarav)).friends.find((f) => f.first_name === 'Zoya')).toMatchObject({
      pending: false,
      credit: 0,
    });
  });

  it("refuses an agent's own code for a customer they register, and an unknown code, writing nothing", async () => {
    const agent = await sessionFor(t(), 1);
    const own = await post(
      t(),
      '/v2/user/register',
      { first_name: 'Isha', mobile: '9876533333', referral_code: 'NEHA4K7Q' },
      agent,
    );
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).data).toEqual({
      referral_code: 'Your own referral code cannot be used for a customer.',
    });
    const unknown = await post(
      t(),
      '/v2/user/register',
      { first_name: 'Isha', mobile: '9876533333', referral_code: 'NOSUCH99' },
      agent,
    );
    expect(Object.keys(errorOf(unknown).data)).toEqual(['referral_code']);
    const made = await post(t(), '/v2/user/register', { first_name: 'Isha', mobile: '9876533333' }, agent);
    expect(made.statusCode).toBe(200);
    const twice = await post(t(), '/v2/user/register', { first_name: 'Isha', mobile: '9876533333' }, agent);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({
      code: 'MOBILE_TAKEN',
      error_message: 'An account with this mobile already exists. Please search for it.',
      data: { mobile: 'is already registered' },
    });
    const summary = dataOf(
      successEnvelope(referralSummary),
      await call(t(), 'GET', '/v2/user/referrals', agent),
    ).data;
    expect(summary.friends).toEqual([]);
  });
});

describe('the delivery address at checkout', () => {
  const t = useTestApp();
  const at110070 = {
    city_id: 1,
    pincode: '110070',
    name: 'Priya Mehta',
    mobile: '9000000004',
    line1: 'C-4, Vasant Kunj Sector C',
    line2: '',
    landmark: 'Behind the mall',
    label: 'home',
    latitude: 28.5209,
    longitude: 77.1592,
  };
  const saved = async (token: string, address: object) =>
    dataOf(
      successEnvelope(customerAddress),
      await call(t(), 'POST', '/v5/save-customer-address', token, address),
    ).data.id;
  const detailOf = async (token: string, orderId: number) =>
    dataOf(successEnvelope(orderDetail), await call(t(), 'GET', `/v2/order-detail-by-id/${orderId}`, token))
      .data;
  const ordersOf = async (userId: number) =>
    (
      await t()
        .database.db.select({ n: count() })
        .from(schema.orders)
        .where(eq(schema.orders.customerId, userId))
    )[0]?.n;

  it("keeps a copy of the customer's own address at the booking's pincode, even after the address is deleted", async () => {
    const token = await sessionFor(t(), 4);
    const addressId = await saved(token, at110070);
    const placed = await call(t(), 'POST', '/v5/booking/book_order', token, {
      ...DRAFT,
      amount: PRICE,
      address_id: addressId,
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id as number;
    const { city_id: _c, label: _l, ...copy } = at110070;
    expect((await detailOf(token, orderId)).delivery_address).toEqual(copy);

    expect((await call(t(), 'DELETE', `/v5/delete-customer-address/${addressId}`, token)).statusCode).toBe(
      200,
    );
    expect((await detailOf(token, orderId)).delivery_address).toEqual(copy);
  });

  it("refuses another customer's address and one at another pincode, naming address_id, placing nothing", async () => {
    const other = await sessionFor(t(), 3);
    const theirs = await saved(other, { ...at110070, name: 'Someone Else' });
    const token = await sessionFor(t(), 5);
    const before = await ordersOf(5);

    const stolen = await call(t(), 'POST', '/v5/booking/book_order', token, {
      ...DRAFT,
      amount: PRICE,
      address_id: theirs,
    });
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen).data).toEqual({ address_id: 'is not one of your saved addresses' });
    expect(JSON.stringify(stolen.json())).not.toContain('Someone Else');

    const elsewhere = await saved(token, { ...at110070, pincode: '110017' });
    const wrongPincode = await call(t(), 'POST', '/v5/booking/book_cod_order', token, {
      ...DRAFT,
      amount: PRICE,
      address_id: elsewhere,
    });
    expect(wrongPincode.statusCode).toBe(400);
    expect(errorOf(wrongPincode).data.address_id).toBe(
      'This address is at pincode 110017, but the booking is for 110070. Please choose an address at 110070.',
    );
    const notANumber = await call(t(), 'POST', '/v5/booking/book_order', token, {
      ...DRAFT,
      amount: PRICE,
      address_id: 'home',
    });
    expect(Object.keys(errorOf(notANumber).data)).toEqual(['address_id']);
    expect(await ordersOf(5)).toBe(before);
  });

  it("refuses a booking answer pointing at another customer's address, naming the question", async () => {
    const other = await sessionFor(t(), 3);
    const theirs = await saved(other, at110070);
    const questions = dataOf(
      successEnvelope(checkoutQuestions),
      await call(t(), 'GET', '/v2/booking/57/getQuestionsByCheckout'),
    ).data.questions;
    const address = questions.find((q) => q.question === 'Delivery address for the gift');
    if (!address) throw new Error('experience 57 asks no delivery address');
    const token = await sessionFor(t(), 6);
    const before = await ordersOf(6);
    const draft = { experience_id: 57, pincode: '110070', quantity: 1 };
    const quote = dataOf(
      successEnvelope(bookingQuote),
      await call(t(), 'POST', '/v5/booking/quote', token, draft),
    );
    const res = await call(t(), 'POST', '/v5/booking/book_cod_order', token, {
      ...draft,
      amount: quote.data.amount,
      booking_questions: [{ id: address.question_id, value: 'C-4, Vasant Kunj', ordered_address_id: theirs }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).data).toEqual({
      [`booking_questions.${address.question_id}`]: `ordered_address_id ${theirs} is not one of your saved addresses`,
    });
    expect(await ordersOf(6)).toBe(before);
  });
});

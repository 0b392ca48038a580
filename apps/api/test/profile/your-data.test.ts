import { dataExport, errorEnvelope, loginResult, otpSent, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastCode, post, signInByOtp } from '../accounts/accounts-helpers';
import { placePaid } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Your data (India's DPDP Act 2023): a copy of everything kept about the customer,
// and deleting the account (personal fields erased, sessions ended, orders kept anonymised).
// Seed: user 2 (Aarav, 9000000002) has Rs 500 in the wallet and the voucher AARAV200.
const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };
const PRICE = surgedPrice(1999, 10) + 99;
const ADDRESS = {
  city_id: 1,
  pincode: '110070',
  name: 'Asha Verma',
  mobile: '9811122233',
  line1: 'D-9, Vasant Kunj Sector D',
  line2: '',
  landmark: '',
  label: 'home',
  latitude: 28.52,
  longitude: 77.16,
};

const call = (t: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: token ? { 'x-csrf-token': token } : {} });
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

/** Asks for the deletion code, as the delete dialog does, and reads it from the mobile's texts. */
async function deletionCode(t: TestApp, token: string, mobile: string): Promise<string> {
  const sent = await call(t, 'POST', '/v2/user/delete_account/send_otp', token);
  expect(sent.statusCode).toBe(200);
  expect(successEnvelope(otpSent).parse(sent.json()).data.mobile).toBe(mobile);
  return lastCode(t, mobile);
}

async function withHistory(t: TestApp, token: string) {
  const address = (await call(t, 'POST', '/v5/save-customer-address', token, ADDRESS)).json().data
    .id as number;
  await call(t, 'POST', '/v2/dates-user', token, {
    occasion: 'Birthday',
    relation: 'Mother',
    name: 'Maa',
    date: '2027-03-14',
  });
  await call(t, 'GET', '/v2/wishlist/toggle/14', token);
  const placed = await call(t, 'POST', '/v5/booking/book_cod_order', token, {
    ...DRAFT,
    amount: PRICE,
    address_id: address,
  });
  expect(placed.statusCode).toBe(200);
  return { address, orderId: placed.json().data.order_id as number };
}

describe('exporting one’s data', () => {
  const t = useTestApp();

  it('gives the customer everything kept about them, and nothing of anyone else', async () => {
    const token = await sessionFor(t(), 2);
    const { address, orderId } = await withHistory(t(), token);
    const other = await withHistory(t(), await sessionFor(t(), 3));
    // What they wrote for their booking, and a form sent with their number.
    const db = t().database.db;
    const [question] = await db.select().from(schema.bookingQuestions).limit(1);
    for (const [id, value] of [
      [orderId, 'Ring the bell twice'],
      [other.orderId, 'Not theirs'],
    ] as const)
      await db.insert(schema.orderAnswers).values({
        orderId: id,
        questionId: question?.id ?? 0,
        value,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
      });
    await db
      .insert(schema.orderFeedback)
      .values({ orderId, userId: 2, rating: 4, comment: 'Balloons were great', createdAt: TEST_NOW });
    await call(t(), 'POST', '/v2/contact-us', undefined, {
      name: 'Aarav',
      mobile: '9000000002',
      message: 'Do you decorate cars too?',
    });

    const res = await call(t(), 'GET', '/v2/user/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = successEnvelope(dataExport).parse(res.json()).data;
    expect(data.profile).toMatchObject({ id: 2, first_name: 'Aarav', mobile: '9000000002' });
    expect(data.addresses.map((a) => a.id)).toEqual([address]);
    expect(data.dates).toMatchObject([{ occasion: 'Birthday', name: 'Maa', date: '2027-03-14' }]);
    expect(data.wishlist).toEqual([14]);
    const theirs = await t()
      .database.db.select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.customerId, 2), eq(schema.orders.kind, 'booking')));
    expect(data.orders.map((o) => o.id).sort()).toEqual(theirs.map((o) => o.id).sort());
    expect(data.orders.map((o) => o.id)).toContain(orderId);
    expect(data.wallet.balance).toBe(500);
    expect(data.wallet.transactions.at(-1)?.balance).toBe(data.wallet.transactions.at(-1)?.amount);
    expect(data.vouchers.map((v) => v.code)).toContain('AARAV200');
    expect(data.referrals.referral_code).toBe('AARAV8M2');
    expect(data.answers).toEqual([
      { order_id: orderId, question: question?.question, answer: 'Ring the bell twice' },
    ]);
    expect(data.feedback).toMatchObject([{ order_id: orderId, rating: 4, comment: 'Balloons were great' }]);
    expect(data.forms).toMatchObject([{ kind: 'contact', message: 'Do you decorate cars too?' }]);
    expect(data.photos).toEqual([]);
  });

  it('is for a signed-in customer only', async () => {
    expect((await call(t(), 'GET', '/v2/user/export')).statusCode).toBe(401);
  });
});

describe('deleting one’s account', () => {
  const t = useTestApp();
  const userRow = async (id: number) =>
    (await t().database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
  const rowsOf = async (table: typeof schema.customerAddresses | typeof schema.userDates, userId: number) =>
    (await t().database.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n;

  it('waits for a confirmed booking still to come, then erases the person and keeps the order anonymised', async () => {
    const token = await sessionFor(t(), 6);
    const { orderId } = await withHistory(t(), token);

    const mobile = (await userRow(6))?.mobile ?? '';
    const code = await deletionCode(t(), token, mobile);
    const early = await call(t(), 'POST', '/v2/user/delete_account', token, { confirm: 'DELETE', otp: code });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('BOOKING_STILL_TO_COME');
    expect(errorOf(early).data.confirm).toMatch(
      /^Your booking (#\d+, )*#\d+ is still to come\. You can delete your account once it is done, or after cancelling it\.$/,
    );
    expect(errorOf(early).data.confirm).toContain(`#${orderId}`);
    expect(await rowsOf(schema.customerAddresses, 6)).toBe(1);

    // The celebrations happened: the customer's orders are completed.
    await t()
      .database.db.update(schema.orders)
      .set({ status: 'completed' })
      .where(eq(schema.orders.customerId, 6));
    const typo = await call(t(), 'POST', '/v2/user/delete_account', token, { confirm: 'delete', otp: code });
    expect(typo.statusCode).toBe(400);
    expect(errorOf(typo).data).toEqual({ confirm: 'confirm must be the word DELETE' });

    const before = await userRow(6);
    // The refusal for the booking did not spend the code.
    const deleted = await call(t(), 'POST', '/v2/user/delete_account', token, {
      confirm: 'DELETE',
      otp: code,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account has been deleted.');

    expect((await call(t(), 'GET', '/v2/user/export', token)).statusCode).toBe(401);
    expect(await userRow(6)).toMatchObject({
      firstName: '',
      lastName: '',
      mobile: null,
      email: null,
      passwordHash: null,
      referralCode: 'deleted-6',
    });
    expect((await userRow(6))?.deletedAt).toBeInstanceOf(Date);
    expect(await rowsOf(schema.customerAddresses, 6)).toBe(0);
    expect(await rowsOf(schema.userDates, 6)).toBe(0);
    const [order] = await t().database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ customerId: 6, amount: PRICE, deliveryAddress: null });
    const trail = await t()
      .database.db.select({ cause: schema.orderEvents.cause })
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, orderId));
    expect(trail.at(-1)?.cause).toBe('customer deleted their account: personal data erased');

    // The number is free again: it registers as a new person, with none of the old data.
    const again = await signInByOtp(t(), before?.mobile ?? '');
    expect(loginResult.parse(again)).toMatchObject({ token: null, profile: null });
    expect(again.register_key).toBeTruthy();
  });

  it('also erases their answers, feedback words, forms, enquiries, their name in a referrer’s ledger and their limit counters', async () => {
    const db = t().database.db;
    const mobile = '9876588888';
    const key = (await signInByOtp(t(), mobile)).register_key;
    const registered = await post(t(), '/v2/user/register', {
      first_name: 'Kabir',
      mobile,
      register_key: key,
      referral_code: 'AARAV8M2',
      email: 'kabir@example.com',
    });
    const { token, profile } = successEnvelope(loginResult).parse(registered.json()).data;
    const kabir = profile?.id ?? 0;
    const paid = await placePaid(t(), token ?? '');
    // The referral is earned: Aarav's ledger names Kabir.
    const noteOfAarav = async () =>
      (await db.select().from(schema.walletTransactions).where(eq(schema.walletTransactions.userId, 2)))
        .map((r) => r.note)
        .filter((n) => n.endsWith('joined with your referral code and booked'));
    expect(await noteOfAarav()).toEqual(['Kabir joined with your referral code and booked']);
    const [question] = await db.select().from(schema.bookingQuestions).limit(1);
    await db.insert(schema.orderAnswers).values({
      orderId: paid,
      questionId: question?.id ?? 0,
      value: 'Near the blue gate, flat 4B',
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    await db.update(schema.orders).set({ status: 'completed' }).where(eq(schema.orders.id, paid));
    await db.insert(schema.orderFeedback).values({
      orderId: paid,
      userId: kabir,
      rating: 5,
      comment: 'Lovely, thanks Priya!',
      createdAt: TEST_NOW,
    });
    const contact = await call(t(), 'POST', '/v2/contact-us', undefined, {
      name: 'Kabir',
      mobile,
      message: 'Can you do a surprise at my office?',
    });
    expect(contact.statusCode).toBe(200);
    await db.insert(schema.enquiries).values({
      cityId: 1,
      name: 'Kabir',
      mobile,
      email: 'kabir@example.com',
      groupSize: 4,
      message: 'A dinner for four',
      createdAt: TEST_NOW,
    });
    await db
      .insert(schema.rateLimits)
      .values({ key: `otp:mobile:${mobile}`, windowStart: TEST_NOW, count: 2 });
    await db
      .insert(schema.passwordAttempts)
      .values({ account: `mobile:${mobile}`, attempts: 2, lastAt: TEST_NOW });

    const deleted = await call(t(), 'POST', '/v2/user/delete_account', token ?? undefined, {
      confirm: 'DELETE',
      otp: await deletionCode(t(), token ?? '', mobile),
    });
    expect(deleted.statusCode).toBe(200);

    expect(await db.select().from(schema.orderAnswers).where(eq(schema.orderAnswers.orderId, paid))).toEqual(
      [],
    );
    const [feedback] = await db
      .select()
      .from(schema.orderFeedback)
      .where(eq(schema.orderFeedback.orderId, paid));
    expect(feedback).toMatchObject({ rating: 5, comment: '' });
    const forms = await db.select().from(schema.formSubmissions);
    expect(JSON.stringify(forms)).not.toContain(mobile);
    expect(JSON.stringify(forms)).not.toContain('surprise at my office');
    const asked = await db.select().from(schema.enquiries);
    expect(JSON.stringify(asked)).not.toContain(mobile);
    expect(JSON.stringify(asked)).not.toContain('kabir@example.com');
    expect(await noteOfAarav()).toEqual(['A friend joined with your referral code and booked']);
    const counters = await db.select().from(schema.rateLimits);
    expect(counters.filter((r) => r.key.includes(mobile))).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.passwordAttempts)
        .where(eq(schema.passwordAttempts.account, `mobile:${mobile}`)),
    ).toEqual([]);
  });

  it('needs a fresh code texted to the account’s mobile, and erases nothing without it', async () => {
    const mobile = '9876700551';
    const { register_key } = await signInByOtp(t(), mobile);
    const registered = await post(t(), '/v2/user/register', {
      first_name: 'Asha',
      mobile,
      register_key,
      password: 'our first home',
    });
    const token = successEnvelope(loginResult).parse(registered.json()).data.token ?? '';
    const id = successEnvelope(loginResult).parse(registered.json()).data.profile?.id ?? 0;
    await call(t(), 'POST', '/v5/save-customer-address', token, ADDRESS);

    // No code, or the sign-in code the session began with: a session alone erases nobody.
    const missing = await call(t(), 'POST', '/v2/user/delete_account', token, { confirm: 'DELETE' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).data).toEqual({ otp: 'otp is required' });
    const signInCode = await lastCode(t(), mobile);
    const stale = await call(t(), 'POST', '/v2/user/delete_account', token, {
      confirm: 'DELETE',
      otp: signInCode,
    });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).data).toEqual({ otp: 'The OTP has expired. Please ask for a new one.' });

    const code = await deletionCode(t(), token, mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guessed = await call(t(), 'POST', '/v2/user/delete_account', token, {
      confirm: 'DELETE',
      otp: wrong,
    });
    expect(guessed.statusCode).toBe(400);
    expect(errorOf(guessed).data).toEqual({ otp: 'The OTP is not correct.' });
    expect(await rowsOf(schema.customerAddresses, id)).toBe(1);
    expect((await userRow(id))?.mobile).toBe(mobile);

    const res = await call(t(), 'POST', '/v2/user/delete_account', token, { confirm: 'DELETE', otp: code });
    expect(res.statusCode).toBe(200);
    expect((await userRow(id))?.mobile).toBeNull();
    expect(await rowsOf(schema.customerAddresses, id)).toBe(0);
  });

  it('asks an account without a mobile to add one first', async () => {
    const token = await sessionFor(t(), 7);
    await t().database.db.update(schema.users).set({ mobile: null }).where(eq(schema.users.id, 7));
    for (const url of ['/v2/user/delete_account/send_otp', '/v2/user/delete_account']) {
      const res = await call(t(), 'POST', url, token, { confirm: 'DELETE', otp: '123456' });
      expect(res.statusCode).toBe(412);
      expect(errorOf(res).data).toEqual({
        mobile: 'Please add and verify your mobile first: deleting an account needs a code texted to it.',
      });
    }
    expect((await userRow(7))?.deletedAt).toBeNull();
  });

  it('is for a signed-in customer only', async () => {
    expect(
      (await call(t(), 'POST', '/v2/user/delete_account', undefined, { confirm: 'DELETE', otp: '123456' }))
        .statusCode,
    ).toBe(401);
    expect((await call(t(), 'POST', '/v2/user/delete_account/send_otp')).statusCode).toBe(401);
  });
});

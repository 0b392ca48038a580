import { loginResult, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { buildTestApp, type TestApp, useTestApp } from '../support/test-app';
import { DEVICE, errorOf, lastCode, post, signInByOtp } from './accounts-helpers';

// Seed user 2 (Aarav, 9000000002) is a customer; 9000000001 (Neha) an agent.
const send = (t: TestApp, mobile: string, device = DEVICE) =>
  post(t, '/v2/user/login-otp', { mobile, device_os: 'web_app', device_id: device });
const confirm = (t: TestApp, mobile: string, otp: string, device = DEVICE) =>
  post(t, '/v2/user/login-otp-confirm', { mobile, otp, device_os: 'web_app', device_id: device });
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by one-time code', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('texts a 6-digit code and signs a known number in with a new session and its profile', async () => {
    const res = await send(t(), '9000000002');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      mobile: '9000000002',
      expires_in: 300,
      success_message: 'OTP sent successfully',
    });
    const otp = await lastCode(t(), '9000000002');
    expect(otp).toMatch(/^\d{6}$/);
    const data = successEnvelope(loginResult).parse((await confirm(t(), '9000000002', otp)).json()).data;
    expect(data.register_key).toBeNull();
    expect(data.token?.length).toBeGreaterThanOrEqual(22);
    expect(data.profile).toMatchObject({ id: 2, mobile: '9000000002', role: 'user', token: data.token });
    const role = await t().app.inject({
      method: 'GET',
      url: '/v2/user/role',
      headers: { 'x-csrf-token': data.token ?? '' },
    });
    expect(role.json().data).toEqual({ role: 'user' });
  });

  it('stores only hashes: neither the code nor the token is in the database', async () => {
    const data = await signInByOtp(t(), '9000000003');
    const codes = await t()
      .database.db.select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, '9000000003'));
    const sessions = await t()
      .database.db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, data.profile?.id ?? 0));
    const stored = JSON.stringify([codes, sessions]);
    expect(stored).not.toContain(data.token);
    expect(codes[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown number exactly as a known one, then gives it a register_key', async () => {
    const known = (await send(t(), '9000000004')).json();
    const unknown = (await send(t(), '9876500001')).json();
    expect(unknown).toEqual({ ...known, data: { ...known.data, mobile: '9876500001' } });
    const data = successEnvelope(loginResult).parse(
      (await confirm(t(), '9876500001', await lastCode(t(), '9876500001'))).json(),
    ).data;
    expect(data).toMatchObject({ token: null, profile: null });
    expect(data.register_key?.length).toBeGreaterThanOrEqual(16);
  });

  it('gives a new token at every sign-in', async () => {
    const first = await signInByOtp(t(), '9000000005');
    const second = await signInByOtp(t(), '9000000005');
    expect(second.token).not.toBe(first.token);
  });

  it('refuses a wrong code, and the sixth guess even with the right code', async () => {
    const mobile = '9000000006';
    await send(t(), mobile);
    const otp = await lastCode(t(), mobile);
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(t(), mobile, wrong(otp));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res.json()).error_message).toBe('The OTP is not correct.');
    }
    const sixth = await confirm(t(), mobile, otp);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth.json()).error_message).toBe('Too many wrong attempts. Please ask for a new OTP.');
  });

  it('refuses a code after 5 minutes, and a code used once', async () => {
    const mobile = '9000000007';
    await send(t(), mobile);
    const otp = await lastCode(t(), mobile);
    now = minutes(5);
    const late = await confirm(t(), mobile, otp);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late.json()).error_message).toBe('The OTP has expired. Please ask for a new one.');
    now = minutes(6);
    await send(t(), mobile);
    const fresh = await lastCode(t(), mobile);
    expect((await confirm(t(), mobile, fresh)).statusCode).toBe(200);
    expect((await confirm(t(), mobile, fresh)).statusCode).toBe(400);
    now = TEST_NOW;
  });

  it('binds a code to the device that asked for it', async () => {
    const mobile = '9000000008';
    await send(t(), mobile, 'device-A-000000');
    const otp = await lastCode(t(), mobile);
    expect((await confirm(t(), mobile, otp, 'device-B-000000')).statusCode).toBe(400);
    expect((await confirm(t(), mobile, otp, 'device-A-000000')).statusCode).toBe(200);
  });

  it('texts at most 3 codes per mobile in 15 minutes and 10 a day', async () => {
    const mobile = '9876500002';
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await send(t(), mobile)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    now = minutes(3);
    expect(
      errorOf((await send(t(), mobile)).json()).error_message,
      'when the first code leaves the window',
    ).toBe('Too many OTPs sent to this number. Please try again in 12 minutes.');
    now = minutes(15);
    expect((await send(t(), mobile)).statusCode).toBe(200);
    for (let i = 1; i <= 6; i += 1) {
      now = minutes(15 * (i + 1));
      await send(t(), mobile);
    }
    now = minutes(200);
    const eleventh = await send(t(), mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(errorOf(eleventh.json()).error_message).toBe(
      'Too many OTPs sent to this number. Please try again in about 21 hours.',
    );
    now = TEST_NOW;
  });

  it.each<[string, object, string]>([
    ['a mobile of 9 digits', { mobile: '900000000', device_os: 'web_app', device_id: DEVICE }, 'mobile'],
    ['no device id', { mobile: '9000000002', device_os: 'web_app' }, 'device_id'],
    ['another device os', { mobile: '9000000002', device_os: 'ios', device_id: DEVICE }, 'device_os'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await post(t(), '/v2/user/login-otp', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res.json()).data)).toContain(field);
  });

  it('refuses a code that is not 6 digits', async () => {
    const res = await confirm(t(), '9000000002', '12345');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res.json()).data)).toContain('otp');
  });
});

describe('one-time codes under concurrent requests', () => {
  it('sends 3 of 10 simultaneous requests for one mobile; the last text signs in, once', async () => {
    const t = await buildTestApp();
    try {
      // Four numbers in turn: with the texts stored after their codes' transactions, the newest
      // text held an older, replaced code in about one round of three on PostgreSQL.
      for (const mobile of ['9876500003', '9876500004', '9876500005', '9876500006']) {
        const sends = await Promise.all(Array.from({ length: 10 }, () => send(t, mobile)));
        expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(3);
        expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(7);
        const otp = await lastCode(t, mobile);
        const confirms = await Promise.all(Array.from({ length: 5 }, () => confirm(t, mobile, otp)));
        expect(
          confirms.filter((r) => r.statusCode === 200),
          mobile,
        ).toHaveLength(1);
      }
    } finally {
      await t.close();
    }
  });
});

describe('a code and its text', () => {
  const t = useTestApp();

  it('are stored together: a text the outbox cannot store leaves no code behind, nor a send counted', async () => {
    const mobile = '9000000005';
    const db = t().database.db;
    await db.execute(sql`alter table sms_outbox add constraint no_texts check (false) not valid`);
    const refused = await send(t(), mobile);
    await db.execute(sql`alter table sms_outbox drop constraint no_texts`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    expect(await db.select().from(schema.otpCodes).where(eq(schema.otpCodes.mobile, mobile))).toEqual([]);
    // The number still has its three sends of the window, and the last one signs in.
    for (let n = 0; n < 3; n++) expect((await send(t(), mobile)).statusCode).toBe(200);
    expect((await send(t(), mobile)).statusCode).toBe(429);
    expect((await confirm(t(), mobile, await lastCode(t(), mobile))).statusCode).toBe(200);
  });
});

describe('the development outbox', () => {
  it('does not exist when the API runs in production mode', async () => {
    const t = await buildTestApp({ devEndpoints: false });
    try {
      await send(t, '9000000002');
      expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404);
      // Nor can anyone run the store's jobs on demand there.
      expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/remind-occasions' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});

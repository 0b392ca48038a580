import { loginResult, profile, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { PUSH_ENDPOINT_REFUSED, SESSION_IDLE_MS } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { type TestApp, useTestApp } from '../support/test-app';
import { errorOf, lastCode, post, signInByOtp } from './accounts-helpers';

// Seed: user 1 Neha (9000000001) is an agent with referral code NEHA4K7Q; user 2 Aarav a customer.
const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'x-csrf-token': token } : {} });
const put = (t: TestApp, url: string, payload: object, token: string) =>
  t.app.inject({ method: 'PUT', url, payload, headers: { 'x-csrf-token': token } });
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;

async function registerKeyFor(t: TestApp, mobile: string) {
  const key = (await signInByOtp(t, mobile)).register_key;
  if (!key) throw new Error('an unknown number gets a register_key');
  return key;
}

describe('registration and password sign-in', () => {
  const t = useTestApp();

  it('registers a proven number with a referral code, signed in and verified', async () => {
    const register_key = await registerKeyFor(t(), '9876511111');
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Kavya',
      last_name: 'Iyer',
      email: 'Kavya@Example.com',
      mobile: '9876511111',
      register_key,
      referral_code: 'neha4k7q',
    });
    expect(res.statusCode).toBe(200);
    const data = signed(res.json());
    expect(data.profile).toMatchObject({
      first_name: 'Kavya',
      mobile_verified: true,
      email: 'kavya@example.com',
      role: 'user',
    });
    expect(data.profile?.referral_code).toMatch(/^KAVY[A-Z2-9]{4}$/);
    const [row] = await t()
      .database.db.select()
      .from(schema.users)
      .where(eq(schema.users.mobile, '9876511111'));
    expect(row?.referredBy).toBe(1);
    // The key is spent.
    const again = await post(t(), '/v2/user/register', {
      first_name: 'K',
      mobile: '9876511111',
      register_key,
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again.json()).error_message).toBe(
      'The verification has expired. Please log in with an OTP again.',
    );
  });

  it('refuses a register_key of another mobile, and an unknown referral code', async () => {
    const register_key = await registerKeyFor(t(), '9876522222');
    const stolen = await post(t(), '/v2/user/register', {
      first_name: 'X',
      mobile: '9876533333',
      register_key,
    });
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen.json()).error_message).toBe(
      'The verification has expired. Please log in with an OTP again.',
    );
    const referral = await post(t(), '/v2/user/register', {
      first_name: 'X',
      mobile: '9876522222',
      register_key,
      referral_code: 'NOPE1234',
    });
    expect(Object.keys(errorOf(referral.json()).data)).toContain('referral_code');
    const rows = await t()
      .database.db.select()
      .from(schema.users)
      .where(eq(schema.users.mobile, '9876522222'));
    expect(rows).toHaveLength(0);
  });

  it('registers a proven number with a password; signs in by mobile, not yet by the unproven email', async () => {
    const register_key = await registerKeyFor(t(), '9876544444');
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Dev',
      email: 'dev@example.com',
      mobile: '9876544444',
      register_key,
      password: 'correct horse',
    });
    expect(signed(res.json()).profile?.mobile_verified).toBe(true);
    const byMobile = await post(t(), '/v2/user/login', { mobile: '9876544444', password: 'correct horse' });
    expect(signed(byMobile.json()).profile?.first_name).toBe('Dev');
    const byEmail = await post(t(), '/v2/user/login', {
      email: 'DEV@example.com',
      password: 'correct horse',
    });
    expect(byEmail.statusCode).toBe(400);
    expect(errorOf(byEmail.json()).error_message).toBe('The mobile, email or password is not correct.');
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await post(t(), '/v2/user/login', { mobile: '9876544444', password: 'wrong horse' });
    const unknown = await post(t(), '/v2/user/login', { mobile: '9876599999', password: 'wrong horse' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorOf(wrong.json()).error_message).toBe('The mobile, email or password is not correct.');
  });

  it.each<[string, object, string]>([
    ['a short password', { first_name: 'A', mobile: '9876555555', password: 'short' }, 'password'],
    ['no register_key', { first_name: 'A', mobile: '9876555555', password: 'long enough' }, 'register_key'],
    [
      'a bad email',
      { first_name: 'A', mobile: '9876555555', password: 'long enough', email: 'a@b' },
      'email',
    ],
    ['no first name', { first_name: ' ', mobile: '9876555555', password: 'long enough' }, 'first_name'],
    ['a landline', { first_name: 'A', mobile: '0112345678', password: 'long enough' }, 'mobile'],
  ])('refuses to register %s with a 400 naming the field', async (_, body, field) => {
    const res = await post(t(), '/v2/user/register', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res.json()).data)).toContain(field);
  });
});

describe('the signed-in account', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('answers every signed-in call without a token with No Token supplied.', async () => {
    for (const res of [
      await get(t(), '/v2/user/role'),
      await post(t(), '/v2/user/set_password', { password: 'long enough' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res.json()).error_message).toBe('No Token supplied.');
    }
  });

  it('updates the profile and says so; a bad email is a 400; a new email is unproven', async () => {
    const { token } = await signInByOtp(t(), '9000000002');
    const res = await put(
      t(),
      '/v2/user/profile_update',
      { first_name: 'Aarav', last_name: 'S', email: 'aarav.s@example.com' },
      token ?? '',
    );
    expect(res.json().message).toBe('Profile updated successfully.');
    expect(successEnvelope(profile).parse(res.json()).data).toMatchObject({
      last_name: 'S',
      email: 'aarav.s@example.com',
    });
    expect((await put(t(), '/v2/user/profile_update', { email: 'aarav@' }, token ?? '')).statusCode).toBe(
      400,
    );
    // Another account's email answers like any other (nothing tells it exists) and stays a contact
    // address: Neha's proven email still signs in to Neha only.
    const neha = (await t().database.db.select().from(schema.users).where(eq(schema.users.id, 1)))[0];
    const taken = await put(t(), '/v2/user/profile_update', { email: neha?.email ?? '' }, token ?? '');
    expect(taken.statusCode).toBe(200);
    const [aarav] = await t().database.db.select().from(schema.users).where(eq(schema.users.id, 2));
    expect(aarav).toMatchObject({ email: neha?.email, emailVerified: false });
  });

  it('sets and changes a password: the old one first, and other sessions end', async () => {
    const first = await signInByOtp(t(), '9000000003');
    const second = await signInByOtp(t(), '9000000003');
    await post(t(), '/v2/user/set_password', { password: 'first password' }, first.token ?? '');
    const bad = await post(
      t(),
      '/v2/user/change_password',
      { old_password: 'nope', new_password: 'second password' },
      first.token ?? '',
    );
    expect(errorOf(bad.json()).error_message).toBe('The current password is not correct.');
    const res = await post(
      t(),
      '/v2/user/change_password',
      { old_password: 'first password', new_password: 'second password' },
      first.token ?? '',
    );
    expect(res.json().message).toBe('Password changed successfully.');
    expect((await get(t(), '/v2/user/role', first.token ?? '')).statusCode).toBe(200);
    expect((await get(t(), '/v2/user/role', second.token ?? '')).statusCode).toBe(401);
    expect(
      (await post(t(), '/v2/user/login', { mobile: '9000000003', password: 'second password' })).statusCode,
    ).toBe(200);
  });

  it('resets a forgotten password with a texted code, ending every session', async () => {
    const { token } = await signInByOtp(t(), '9000000004');
    const sent = await post(t(), '/v2/user/resend_otp', { mobile: '9000000004' });
    expect(sent.json().data.success_message).toBe('OTP resent successfully');
    const otp = await lastCode(t(), '9000000004');
    const res = await post(t(), '/v2/user/reset_password', {
      mobile: '9000000004',
      otp,
      password: 'brand new one',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(t(), '/v2/user/role', token ?? '')).statusCode).toBe(401);
    expect(
      (await post(t(), '/v2/user/login', { mobile: '9000000004', password: 'brand new one' })).statusCode,
    ).toBe(200);
  });

  it('answers a reset for an unknown number like a known one, but texts nothing', async () => {
    const known = (await post(t(), '/v2/user/send_otp', { mobile: '9000000005' })).json();
    const unknown = (await post(t(), '/v2/user/send_otp', { mobile: '9876566666' })).json();
    expect(unknown).toEqual({ ...known, data: { ...known.data, mobile: '9876566666' } });
    const outbox = await get(t(), '/dev/sms-outbox?mobile=9876566666');
    expect(outbox.json().data).toEqual([]);
  });

  it('verifies a new mobile of a signed-in user with a code', async () => {
    const { token } = await signInByOtp(t(), '9000000006');
    await post(t(), '/v2/user/send_otp', { mobile: '9876577777' }, token ?? '');
    const otp = await lastCode(t(), '9876577777');
    const res = await post(t(), '/v2/user/verify_otp', { mobile: '9876577777', otp }, token ?? '');
    expect(successEnvelope(profile).parse(res.json()).data).toMatchObject({
      mobile: '9876577777',
      mobile_verified: true,
    });
  });

  it('logs out: the token is refused afterwards', async () => {
    const { token } = await signInByOtp(t(), '9000000007');
    expect((await post(t(), '/v2/user/logout', {}, token ?? '')).statusCode).toBe(200);
    const after = await get(t(), '/v2/user/role', token ?? '');
    expect(after.statusCode).toBe(401);
    expect(errorOf(after.json()).error_message).toBe('Please log in to continue.');
  });

  it('ends a session left idle too long', async () => {
    const { token } = await signInByOtp(t(), '9000000008');
    now = new Date(TEST_NOW.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await get(t(), '/v2/user/role', token ?? '')).statusCode).toBe(200);
    now = new Date(now.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await get(t(), '/v2/user/role', token ?? '')).statusCode).toBe(200);
    now = new Date(now.getTime() + SESSION_IDLE_MS);
    expect((await get(t(), '/v2/user/role', token ?? '')).statusCode).toBe(401);
    now = TEST_NOW;
  });

  it('lets agents search customers, and answers others 403', async () => {
    const agent = await signInByOtp(t(), '9000000001');
    const res = await get(t(), '/v2/user/search?query=900000000', agent.token ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { mobile: string }) => u.mobile)).toContain('9000000002');
    const customer = await signInByOtp(t(), '9000000002');
    const refused = await get(t(), '/v2/user/search?query=900000000', customer.token ?? '');
    expect(refused.statusCode).toBe(403);
    expect((await get(t(), '/v2/user/search?query=ab', agent.token ?? '')).statusCode).toBe(400);
  });

  it('tells whose a referral code is, and 404 for none', async () => {
    expect((await get(t(), '/v2/user/getUserByReferralCode/NEHA4K7Q')).json().data).toEqual({
      first_name: 'Neha',
      referral_code: 'NEHA4K7Q',
    });
    expect((await get(t(), '/v2/user/getUserByReferralCode/ZZZZ9999')).statusCode).toBe(404);
  });
});

describe('POST /v2/user/device_registration', () => {
  const t = useTestApp();
  const DEVICE = {
    device_id: '7f1c2d3e-uuid-kept',
    device_os: 'web_app',
    registration_id: '{"endpoint":"https://fcm.googleapis.com/fcm/send/first"}',
    registration_app: 'webpush',
  };

  it('keeps one row per browser, and links it to the user when signed in', async () => {
    expect((await post(t(), '/v2/user/device_registration', DEVICE)).statusCode).toBe(200);
    const { token } = await signInByOtp(t(), '9000000002');
    const moved = '{"endpoint":"https://updates.push.services.mozilla.com/wpush/v2/second"}';
    const res = await post(
      t(),
      '/v2/user/device_registration',
      { ...DEVICE, registration_id: moved },
      token ?? '',
    );
    expect(res.statusCode).toBe(200);
    const rows = await t()
      .database.db.select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, DEVICE.device_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: 2, registrationId: moved });
  });

  it("keeps a browser with its first account: another account's or a guest's registration of its id changes nothing", async () => {
    const device = { ...DEVICE, device_id: 'c0ffee00-first-owner' };
    const { token: owner } = await signInByOtp(t(), '9000000003');
    expect((await post(t(), '/v2/user/device_registration', device, owner ?? '')).statusCode).toBe(200);
    const thief = '{"endpoint":"https://fcm.googleapis.com/fcm/send/thief"}';
    const { token: other } = await signInByOtp(t(), '9000000004');
    for (const who of [other ?? '', undefined]) {
      const res = await post(t(), '/v2/user/device_registration', { ...device, registration_id: thief }, who);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res.json()).code).toBe('DEVICE_TAKEN');
      expect(Object.keys(errorOf(res.json()).data)).toEqual(['device_id']);
    }
    const [row] = await t()
      .database.db.select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, device.device_id));
    expect(row).toMatchObject({ userId: 3, registrationId: DEVICE.registration_id });
  });

  it.each([
    ['a plain http endpoint', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a host that is no push service', 'https://attacker.example/collect'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/x'],
  ])('refuses %s with a 400 naming registration_id, nothing written', async (_, endpoint) => {
    const device = {
      ...DEVICE,
      device_id: 'bad-endpoint-device',
      registration_id: JSON.stringify({ endpoint }),
    };
    const res = await post(t(), '/v2/user/device_registration', device);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json()).data).toEqual({ registration_id: PUSH_ENDPOINT_REFUSED });
    const rows = await t()
      .database.db.select()
      .from(schema.devices)
      .where(eq(schema.devices.deviceId, 'bad-endpoint-device'));
    expect(rows).toEqual([]);
  });

  it.each([
    ['another os', { device_os: 'android' }, 'device_os'],
    ['no push token', { registration_id: '' }, 'registration_id'],
  ])('refuses %s with a 400 naming the field', async (_, change, field) => {
    const res = await post(t(), '/v2/user/device_registration', { ...DEVICE, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res.json()).data)).toContain(field);
  });
});

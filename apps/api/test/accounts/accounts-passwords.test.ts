import { randomBytes, scryptSync } from 'node:crypto';
import { loginResult, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import {
  PASSWORD_DELAYS,
  PASSWORD_LOGIN_LIMITS,
  passwordWaitMessage,
  REGISTER_LIMITS,
  SIGN_IN_LIMIT_MESSAGES,
} from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { type TestApp, useTestApp } from '../support/test-app';
import { errorOf, post, signInByOtp } from './accounts-helpers';

// Password guessing is limited and costly; a password guards itself.
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;
const login = (t: TestApp, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/v2/user/login', payload: body, remoteAddress: ip });
const role = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/v2/user/role', headers: { 'x-csrf-token': token } });
const storedHash = async (t: TestApp, mobile: string) =>
  (await t.database.db.select().from(schema.users).where(eq(schema.users.mobile, mobile)))[0]?.passwordHash;

/** A proven number registered with a password, signed in. */
async function accountWithPassword(t: TestApp, mobile: string, password: string) {
  const { register_key } = await signInByOtp(t, mobile);
  const res = await post(t, '/v2/user/register', { first_name: 'Asha', mobile, register_key, password });
  return signed(res.json());
}

describe('password attempts on one account: growing delays, never a lock', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('makes a stranger wait longer each time, while the owner signs in within the cap', async () => {
    await accountWithPassword(t(), '9876700003', 'correct horse');
    const guess = (i: number) => login(t(), { mobile: '9876700003', password: `guess ${i}` }, `10.1.0.${i}`);
    // A few wrong passwords are free (from changing addresses: the account's count is what waits).
    for (let i = 0; i < PASSWORD_DELAYS.freeAttempts; i += 1) expect((await guess(i)).statusCode).toBe(400);
    const early = await guess(10);
    expect(early.statusCode).toBe(429);
    expect(errorOf(early.json()).error_message).toBe(passwordWaitMessage(15_000));
    // Each wait doubles: 15 s, 30 s, 1, 2 and 4 minutes, then 5 minutes at most.
    for (const [i, wait] of [15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000].entries()) {
      later(wait - 1000);
      expect((await guess(20 + i)).statusCode).toBe(429);
      later(1000);
      expect((await guess(30 + i)).statusCode).toBe(400);
    }
    // Well past ten attempts in a quarter of an hour, the owner still gets in after the cap.
    later(PASSWORD_DELAYS.maxDelayMs);
    const right = await login(t(), { mobile: '9876700003', password: 'correct horse' }, '10.1.1.1');
    expect(right.statusCode).toBe(200);
    // A right password starts the count again.
    for (let i = 0; i < PASSWORD_DELAYS.freeAttempts; i += 1)
      expect((await guess(40 + i)).statusCode).toBe(400);
  }, 120_000);

  it('counts parallel attempts one by one: a burst after the free ones gets one through a wait', async () => {
    await accountWithPassword(t(), '9876700004', 'correct horse');
    const guess = (i: number) => login(t(), { mobile: '9876700004', password: `guess ${i}` }, `10.3.0.${i}`);
    for (let i = 0; i < PASSWORD_DELAYS.freeAttempts; i += 1) expect((await guess(i)).statusCode).toBe(400);
    later(15_000);
    const burst = await Promise.all([1, 2, 3, 4].map((i) => guess(10 + i)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([400, 429, 429, 429]);
  }, 120_000);
});

describe('password guessing', () => {
  const t = useTestApp();

  it('hashes with scrypt at N=2^17, r=8, p=1, and rehashes an older, cheaper hash at sign-in', async () => {
    await accountWithPassword(t(), '9876700001', 'correct horse');
    expect(await storedHash(t(), '9876700001')).toMatch(/^scrypt\$131072\$8\$1\$/);

    const salt = randomBytes(16);
    const weak = scryptSync('old password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    await t()
      .database.db.insert(schema.users)
      .values({
        firstName: 'Old',
        mobile: '9876700002',
        mobileVerified: true,
        passwordHash: ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), weak.toString('base64url')].join(
          '$',
        ),
        referralCode: 'OLDH0002',
        createdAt: TEST_NOW,
      });
    const res = await login(t(), { mobile: '9876700002', password: 'old password' }, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(await storedHash(t(), '9876700002')).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await login(t(), { mobile: '9876700002', password: 'old password' }, '10.0.0.2')).statusCode,
    ).toBe(200);
  });

  it('answers 429 after too many attempts from one address, whatever the accounts', async () => {
    const { limit } = PASSWORD_LOGIN_LIMITS.perAddress;
    for (let i = 0; i < limit; i += 1) {
      const mobile = `98767${String(10_000 + i).padStart(5, '0')}`;
      expect((await login(t(), { mobile, password: 'guess' }, '10.2.0.1')).statusCode).toBe(400);
    }
    const next = await login(t(), { email: 'someone@example.com', password: 'guess' }, '10.2.0.1');
    expect(next.statusCode).toBe(429);
    expect(errorOf(next.json()).error_message).toBe(SIGN_IN_LIMIT_MESSAGES.login);
    expect(
      (await login(t(), { email: 'someone@example.com', password: 'guess' }, '10.2.0.2')).statusCode,
    ).toBe(400);
    // Twenty-two memory-hard hashes, by design (an unknown account is hashed like a known one):
    // 20-28 s while the other suites share the 2 cores, so the default 30 s was too close.
  }, 90_000);

  it('answers 429 after too many registrations from one address', async () => {
    const register = (ip: string) =>
      t().app.inject({
        method: 'POST',
        url: '/v2/user/register',
        payload: { first_name: 'Bot', mobile: '9876711111', password: 'long enough' },
        remoteAddress: ip,
      });
    for (let i = 0; i < REGISTER_LIMITS.perAddress.limit; i += 1) {
      expect((await register('10.4.0.1')).statusCode).toBe(400);
    }
    const next = await register('10.4.0.1');
    expect(next.statusCode).toBe(429);
    expect(errorOf(next.json()).error_message).toBe(SIGN_IN_LIMIT_MESSAGES.register);
    expect((await register('10.4.0.2')).statusCode).toBe(400);
  });

  it('runs only a few hashes at once: a burst beyond the queue is told the server is busy', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(
          t(),
          { mobile: `98768${String(10_000 + i).padStart(5, '0')}`, password: 'guess' },
          `10.3.0.${i}`,
        ),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(new Set(statuses)).toEqual(new Set([400, 503]));
    const busy = burst.find((r) => r.statusCode === 503);
    expect(errorOf(busy?.json()).error_message).toBe('The server is busy. Please try again in a moment.');
    // Afterwards the gate is open again.
    expect((await login(t(), { mobile: '9876899999', password: 'guess' }, '10.3.1.1')).statusCode).toBe(400);
  });
});

describe('set_password on an account that has one', () => {
  const t = useTestApp();

  it('needs the current password, and ends the other sessions but not this one', async () => {
    const first = await accountWithPassword(t(), '9876700101', 'first password');
    const other = await signInByOtp(t(), '9876700101');
    const token = first.token ?? '';
    const without = await post(t(), '/v2/user/set_password', { password: 'taken over' }, token);
    expect(without.statusCode).toBe(400);
    expect(errorOf(without.json()).data).toEqual({
      current_password: 'The current password is not correct.',
    });
    const wrong = await post(
      t(),
      '/v2/user/set_password',
      { password: 'taken over', current_password: 'not it' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    const right = await post(
      t(),
      '/v2/user/set_password',
      { password: 'second password', current_password: 'first password' },
      token,
    );
    expect(right.statusCode).toBe(200);
    expect((await role(t(), token)).statusCode).toBe(200);
    expect((await role(t(), other.token ?? '')).statusCode).toBe(401);
    expect(
      (await post(t(), '/v2/user/login', { mobile: '9876700101', password: 'second password' })).statusCode,
    ).toBe(200);
  });

  it('sets a first password without one, and ends the other sessions too', async () => {
    const first = await signInByOtp(t(), '9876700102');
    const key = first.register_key ?? '';
    const made = signed(
      (
        await post(t(), '/v2/user/register', { first_name: 'Zoya', mobile: '9876700102', register_key: key })
      ).json(),
    );
    const other = await signInByOtp(t(), '9876700102');
    const res = await post(t(), '/v2/user/set_password', { password: 'a first one' }, made.token ?? '');
    expect(res.statusCode).toBe(200);
    expect((await role(t(), other.token ?? '')).statusCode).toBe(401);
    expect((await role(t(), made.token ?? '')).statusCode).toBe(200);
  });
});

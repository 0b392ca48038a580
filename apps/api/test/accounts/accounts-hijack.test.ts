import { loginResult, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { buildTestApp, type TestApp, useTestApp } from '../support/test-app';
import { errorOf, post, signInByOtp } from './accounts-helpers';

// Nobody holds an account for a mobile or email they did not prove.
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;
const role = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/v2/user/role', headers: { 'x-csrf-token': token } });
const userByMobile = async (t: TestApp, mobile: string) =>
  (await t.database.db.select().from(schema.users).where(eq(schema.users.mobile, mobile)))[0];

async function registerKeyFor(t: TestApp, mobile: string) {
  const key = (await signInByOtp(t, mobile)).register_key;
  if (!key) throw new Error('an unknown number gets a register_key');
  return key;
}

describe('registration needs a proven mobile', () => {
  const t = useTestApp();

  it('refuses a password-only registration of an unproven mobile, writing nothing', async () => {
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Mallory',
      mobile: '9876600001',
      password: 'attacker password',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.json())).toMatchObject({
      error_message: 'Please confirm your mobile with an OTP first.',
      data: { register_key: 'Please confirm your mobile with an OTP first.' },
    });
    expect(await userByMobile(t(), '9876600001')).toBeUndefined();
  });

  it("ends an unproven account's password and sessions when the mobile's owner answers a code", async () => {
    // An account made before this fix by someone who never proved the number.
    const [squat] = await t()
      .database.db.insert(schema.users)
      .values({
        firstName: 'Mallory',
        mobile: '9876600002',
        passwordHash: await hashPassword('attacker password'),
        referralCode: 'MALL0002',
        createdAt: TEST_NOW,
      })
      .returning();
    const squatterSession = await sessionFor(t(), squat?.id ?? 0);
    const owner = await signInByOtp(t(), '9876600002');
    expect(owner.profile).toMatchObject({ id: squat?.id, mobile_verified: true });
    expect((await role(t(), squatterSession)).statusCode).toBe(401);
    expect((await role(t(), owner.token ?? '')).statusCode).toBe(200);
    const login = await post(t(), '/v2/user/login', { mobile: '9876600002', password: 'attacker password' });
    expect(login.statusCode).toBe(400);
  });

  it('lets an agent register a customer with no password and no session of theirs', async () => {
    const agent = await signInByOtp(t(), '9000000001');
    const res = await post(
      t(),
      '/v2/user/register',
      { first_name: 'Meera', mobile: '9876600003', email: 'meera.c@example.com' },
      agent.token ?? '',
    );
    expect(res.statusCode).toBe(200);
    const data = signed(res.json());
    expect(data.token).toBeNull();
    expect(data.profile).toMatchObject({ first_name: 'Meera', mobile_verified: false, token: '' });
    const customer = await userByMobile(t(), '9876600003');
    expect(customer).toMatchObject({ passwordHash: null, mobileVerified: false, emailVerified: false });
    const sessions = await t()
      .database.db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, customer?.id ?? 0));
    expect(sessions).toEqual([]);
    // The agent is still the agent.
    expect((await role(t(), agent.token ?? '')).json().data).toEqual({ role: 'agent' });
    const withPassword = await post(
      t(),
      '/v2/user/register',
      { first_name: 'Ravi', mobile: '9876600004', password: 'agent chose it' },
      agent.token ?? '',
    );
    expect(withPassword.statusCode).toBe(400);
    expect(Object.keys(errorOf(withPassword.json()).data)).toEqual(['password']);
  });
});

describe('register answers alike whether or not the mobile or email exists', () => {
  const t = useTestApp();

  it('signs a proven number that already has an account in, and takes an existing email without a word', async () => {
    // Two keys for one new number: the second registration finds the account the first made.
    const firstKey = await registerKeyFor(t(), '9876600011');
    const secondKey = await registerKeyFor(t(), '9876600011');
    const first = await post(t(), '/v2/user/register', {
      first_name: 'Ishaan',
      mobile: '9876600011',
      register_key: firstKey,
    });
    const second = await post(t(), '/v2/user/register', {
      first_name: 'Ishaan',
      mobile: '9876600011',
      register_key: secondKey,
    });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json().message).toBe(first.json().message);
    expect(signed(second.json()).profile?.id).toBe(signed(first.json()).profile?.id);

    // Neha's email, typed by someone else: the same answer as a fresh email, and it stays Neha's.
    const key = await registerKeyFor(t(), '9876600012');
    const res = await post(t(), '/v2/user/register', {
      first_name: 'Mallory',
      mobile: '9876600012',
      email: 'neha.kapoor@example.com',
      register_key: key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Registered successfully');
    expect(signed(res.json()).profile).toMatchObject({ email: 'neha.kapoor@example.com', role: 'user' });
    expect(await userByMobile(t(), '9876600012')).toMatchObject({ emailVerified: false });
  });
});

describe('an email signs in only once proven', () => {
  const CLIENT_ID = 'store-web.apps.googleusercontent.com';
  let google: StubServer;
  let key: CryptoKey;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    google = await startStub((_, res) => sendJson(res, 200, { keys: [jwk] }));
  });
  afterAll(() => google?.close());
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error('built in the test');
    return app;
  };
  afterAll(() => app?.close());

  it("never lands the email's owner in an account that only typed the email", async () => {
    app = await buildTestApp({
      social: {
        google: {
          clientId: CLIENT_ID,
          jwksUrl: `${google.url}/certs`,
          issuers: ['https://accounts.google.com'],
        },
      },
    });
    // The attacker proves their own mobile but types the victim's email, with a password.
    const register_key = await registerKeyFor(t(), '9876600021');
    const squat = signed(
      (
        await post(t(), '/v2/user/register', {
          first_name: 'Mallory',
          mobile: '9876600021',
          email: 'priya@example.com',
          register_key,
          password: 'attacker password',
        })
      ).json(),
    );
    const byEmail = await post(t(), '/v2/user/login', {
      email: 'priya@example.com',
      password: 'attacker password',
    });
    expect(byEmail.statusCode).toBe(400);

    // Priya signs in with Google, which vouches for the email: she gets her own account.
    const idToken = await new SignJWT({
      email: 'Priya@Example.com',
      email_verified: true,
      given_name: 'Priya',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('google-priya')
      .setIssuedAt(Math.floor(TEST_NOW.getTime() / 1000) - 60)
      .setExpirationTime(Math.floor(TEST_NOW.getTime() / 1000) + 3600)
      .sign(key);
    const priya = signed((await post(t(), '/v2/user/gPlusLogin', { id_token: idToken })).json());
    expect(priya.profile?.id).not.toBe(squat.profile?.id);
    expect(priya.profile).toMatchObject({ email: 'priya@example.com', first_name: 'Priya' });
    // From now on the proven email belongs to Priya's account alone.
    const [row] = await t()
      .database.db.select()
      .from(schema.users)
      .where(eq(schema.users.id, priya.profile?.id ?? 0));
    expect(row?.emailVerified).toBe(true);
  });
});

import { errorEnvelope, loginResult, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../accounts/accounts-helpers';
import { TEST_NOW } from '../support/fixtures';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { buildTestApp, type TestApp } from '../support/test-app';

const CLIENT_ID = 'store-web.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const FB_APP = '1234567890';
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;

describe('social sign-in against local stand-ins of Google and Facebook', () => {
  let google: StubServer;
  let facebook: StubServer;
  let ourKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    ourKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    google = await startStub((_, res) => sendJson(res, 200, { keys: [jwk] }));
    facebook = await startStub((req, res) => {
      const url = new URL(req.url, 'http://stub');
      const token = url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? '';
      if (url.pathname === '/debug_token') {
        const valid = token.startsWith('fb-good');
        return sendJson(res, 200, {
          data: { is_valid: valid, app_id: token.includes('other-app') ? '999' : FB_APP, user_id: '555' },
        });
      }
      if (url.pathname === '/me')
        return sendJson(res, 200, {
          id: '555',
          first_name: 'Meera',
          last_name: 'Nair',
          email: 'meera@example.com',
        });
      return sendJson(res, 404, {});
    });
  });
  afterAll(async () => {
    await google?.close();
    await facebook?.close();
  });

  function app(configured = true): Promise<TestApp> {
    return buildTestApp({
      social: configured
        ? {
            google: { clientId: CLIENT_ID, jwksUrl: `${google.url}/certs`, issuers: [ISSUER] },
            facebook: { appId: FB_APP, appSecret: 'secret', graphUrl: facebook.url },
          }
        : {},
    });
  }
  function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; exp?: Date } = {}) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
      .setAudience(typeof claims.aud === 'string' ? claims.aud : CLIENT_ID)
      .setSubject('google-sub-1')
      .setIssuedAt(Math.floor(TEST_NOW.getTime() / 1000) - 60)
      .setExpirationTime(
        Math.floor((options.exp ?? new Date(TEST_NOW.getTime() + 3600_000)).getTime() / 1000),
      )
      .sign(options.key ?? ourKey);
  }

  it('creates an account from a Google ID token, then signs the same person in again', async () => {
    const a = await app();
    try {
      const token = await idToken({ email: 'Riya@Example.com', given_name: 'Riya', family_name: 'Kapoor' });
      const first = signed((await post(a, '/v2/user/gPlusLogin', { id_token: token })).json());
      expect(first.profile).toMatchObject({
        first_name: 'Riya',
        last_name: 'Kapoor',
        email: 'riya@example.com',
        mobile: null,
      });
      const again = signed((await post(a, '/v2/user/gPlusLogin', { id_token: token })).json());
      expect(again.profile?.id).toBe(first.profile?.id);
      expect(again.token).not.toBe(first.token);
    } finally {
      await a.close();
    }
  });

  it('links a verified Google email to the existing account with that email', async () => {
    const a = await app();
    try {
      const [neha] = await a.database.db.select().from(schema.users).where(eq(schema.users.id, 1));
      const token = await idToken({ email: neha?.email, given_name: 'Neha' });
      expect(signed((await post(a, '/v2/user/gPlusLogin', { id_token: token })).json()).profile?.id).toBe(1);
    } finally {
      await a.close();
    }
  });

  it.each<[string, () => Promise<string>]>([
    ['another audience', () => idToken({ aud: 'someone-else' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example' })],
    ['an expired token', () => idToken({}, { exp: new Date(TEST_NOW.getTime() - 1000) })],
    ['a token signed by another key', () => idToken({}, { key: strangerKey })],
    ['something that is not a token', async () => 'not-a-jwt-at-all-but-long-enough'],
  ])('refuses %s with a 400 and signs no one in', async (_, make) => {
    const a = await app();
    try {
      const res = await post(a, '/v2/user/gPlusLogin', { id_token: await make() });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).error_message).toBe('Google sign-in failed. Please try again.');
      expect(await a.database.db.select().from(schema.socialIdentities)).toHaveLength(0);
    } finally {
      await a.close();
    }
  });

  it('signs in with a Facebook token the Graph API confirms for our app, and refuses one for another app', async () => {
    const a = await app();
    try {
      const ok = signed((await post(a, '/v2/user/fbLogin', { access_token: 'fb-good-token-1' })).json());
      expect(ok.profile).toMatchObject({ first_name: 'Meera', email: 'meera@example.com' });
      const debug = facebook.requests.find((r) => r.url.startsWith('/debug_token'));
      expect(new URL(debug?.url ?? '', 'http://x').searchParams.get('access_token')).toBe(`${FB_APP}|secret`);
      expect((await post(a, '/v2/user/fbLogin', { access_token: 'fb-good-other-app' })).statusCode).toBe(400);
      expect((await post(a, '/v2/user/fbLogin', { access_token: 'fb-bad-token-xx' })).statusCode).toBe(400);
    } finally {
      await a.close();
    }
  });

  it('answers 404 when the provider is not configured', async () => {
    const a = await app(false);
    try {
      const res = await post(a, '/v2/user/gPlusLogin', { id_token: await idToken({}) });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).error_message).toBe(
        'Google sign-in is not available on this store.',
      );
      expect((await post(a, '/v2/user/fbLogin', { access_token: 'fb-good-token-1' })).statusCode).toBe(404);
    } finally {
      await a.close();
    }
  });
});

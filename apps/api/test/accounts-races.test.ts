import { loginResult, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { errorOf, lastCode, post, signInByOtp } from './accounts-helpers';
import { type TestApp, useTestApp } from './test-app';

// Issue 11, item 19: two requests claiming one mobile at once meet the unique index, never a 500.
// PGlite runs one statement at a time; the api-postgres run shows the real race.
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;

async function codeFor(t: TestApp, mobile: string, token: string) {
  await post(t, '/v2/user/send_otp', { mobile }, token);
  return lastCode(t, mobile);
}

describe('concurrent claims on one mobile', () => {
  const t = useTestApp();

  it('lets one of two signed-in users verify the same new mobile; the other gets a 409', async () => {
    // Seed customers 2..7, in pairs, each pair racing for its own new number.
    const pairs = [
      ['9000000002', '9000000003', '9876510001'],
      ['9000000004', '9000000005', '9876510002'],
      ['9000000006', '9000000007', '9876510003'],
    ] as const;
    const claims = [];
    for (const [a, b, mobile] of pairs) {
      for (const who of [a, b]) {
        const token = (await signInByOtp(t(), who)).token ?? '';
        claims.push({ token, mobile, otp: await codeFor(t(), mobile, token) });
      }
    }
    const answers = await Promise.all(
      claims.map((c) => post(t(), '/v2/user/verify_otp', { mobile: c.mobile, otp: c.otp }, c.token)),
    );
    for (let i = 0; i < answers.length; i += 2) {
      const pair = [answers[i], answers[i + 1]];
      expect(pair.map((r) => r?.statusCode).sort()).toEqual([200, 409]);
      const refused = pair.find((r) => r?.statusCode === 409);
      expect(errorOf(refused?.json()).error_message).toBe('This mobile belongs to another account.');
    }
  });

  it('answers two registrations of one proven number at once alike, with one account', async () => {
    const mobile = '9876510011';
    const keys = [
      (await signInByOtp(t(), mobile)).register_key,
      (await signInByOtp(t(), mobile)).register_key,
    ];
    const answers = await Promise.all(
      keys.map((register_key) =>
        post(t(), '/v2/user/register', { first_name: 'Tanvi', mobile, register_key }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = answers.map((r) => signed(r.json()).profile?.id);
    expect(ids[0]).toBe(ids[1]);
  });
});

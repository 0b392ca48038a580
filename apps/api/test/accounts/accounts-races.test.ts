import { loginResult, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { sessionFor, userWithRole } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { errorOf, lastCode, post, signInByOtp } from './accounts-helpers';

// Two requests claiming one mobile at once meet the unique index, never a 500.
// PGlite runs one statement at a time; the api-postgres run shows the real race.
const signed = (json: unknown) => successEnvelope(loginResult).parse(json).data;

async function codeFor(t: TestApp, mobile: string, token: string) {
  await post(t, '/v2/user/send_otp', { mobile }, token);
  return lastCode(t, mobile);
}

describe('concurrent claims on one mobile', () => {
  const t = useTestApp();

  it('lets one of several signed-in users verify the same new mobile; the others get a 409', async () => {
    // Five new numbers, each claimed at once by three users (the most codes one number gets).
    const claims = [];
    for (let n = 0; n < 5; n += 1) {
      const mobile = `987651000${n}`;
      for (let k = 0; k < 3; k += 1) {
        const token = await sessionFor(t(), await userWithRole(t(), 'user', `987652${n}${k}00`));
        claims.push({ mobile, token, otp: await codeFor(t(), mobile, token) });
      }
    }
    const answers = await Promise.all(
      claims.map((c) => post(t(), '/v2/user/verify_otp', { mobile: c.mobile, otp: c.otp }, c.token)),
    );
    for (let i = 0; i < answers.length; i += 3) {
      const racers = answers.slice(i, i + 3);
      expect(racers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      for (const refused of racers.filter((r) => r.statusCode === 409)) {
        expect(errorOf(refused.json())).toMatchObject({
          code: 'MOBILE_TAKEN',
          error_message: 'This mobile belongs to another account.',
        });
      }
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

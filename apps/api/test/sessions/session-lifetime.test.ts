import { roleResult, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { signInByOtp } from '../accounts/accounts-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';

// A store session ends 30 days after sign-in, however often it is used. Runs on PGlite and PostgreSQL.

const DAY_MS = 24 * 60 * 60_000;
let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
const role = (token: string) =>
  t().app.inject({ method: 'GET', url: '/v2/user/role', headers: { 'x-csrf-token': token } });

describe('a store session', () => {
  it('lasts 30 days from sign-in even when used every few days', async () => {
    const { token } = await signInByOtp(t(), '9000000005');
    for (const day of [7, 14, 21, 28, 29]) {
      now = new Date(TEST_NOW.getTime() + day * DAY_MS);
      const used = await role(token ?? '');
      expect(successEnvelope(roleResult).parse(used.json()).data.role).toBe('user');
    }
    now = new Date(TEST_NOW.getTime() + 30 * DAY_MS + 60_000);
    expect((await role(token ?? '')).statusCode).toBe(401);
  });
});

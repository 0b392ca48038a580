import { errorEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { REGISTER_LIMITS, SIGN_IN_LIMIT_MESSAGES } from '@store/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor, userWithRole } from '../support/sessions';
import { useTestApp } from '../support/test-app';

// An operator's store session is a password alone: it carries no staff power. Customer search,
// registering a customer, checkout links and slot openings are an agent's in the store and an
// operator's only in the console, behind its second factor and audit. Runs on PGlite and PostgreSQL.

describe("an operator's store session", () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t().app.inject({ method, url, headers: { 'x-csrf-token': token }, ...(payload && { payload }) });
  let operators = 0;
  const operatorSession = async (role: 'ops' | 'admin') => {
    operators += 1;
    return sessionFor(t(), await userWithRole(t(), role, `95555000${String(operators).padStart(2, '0')}`));
  };

  it.each([
    ['GET', '/v2/user/search?query=9000000002', undefined],
    ['POST', '/v2/share-checkout', { experience_id: 14 }],
    ['POST', '/v5/experience/create-task-slot', { experience_id: 14 }],
    ['POST', '/v2/user/register', { first_name: 'New', last_name: 'Customer', mobile: '9555511111' }],
  ] as const)('is sent to the console from %s %s', async (method, url, payload) => {
    for (const role of ['ops', 'admin'] as const) {
      const res = await call(method, url, await operatorSession(role), payload);
      expect(res.statusCode).toBe(403);
      expect(errorEnvelope.parse(res.json())).toMatchObject({ code: 'CONSOLE_ONLY' });
    }
  });

  it('registers no customer', async () => {
    const body = { first_name: 'New', last_name: 'Customer', mobile: '9555522222' };
    await call('POST', '/v2/user/register', await operatorSession('ops'), body);
    const made = await t()
      .database.db.select()
      .from(schema.users)
      .where(eq(schema.users.mobile, body.mobile));
    expect(made).toEqual([]);
  });

  it('leaves the agent their powers', async () => {
    const res = await call('GET', '/v2/user/search?query=9000000002', await sessionFor(t(), 1));
    expect(res.statusCode).toBe(200);
  });
});

describe("an agent's registrations", () => {
  const t = useTestApp();

  it('are limited per agent in an hour: past it, a 429 and no account', async () => {
    const agent = await sessionFor(t(), 1);
    const register = (n: number) =>
      t().app.inject({
        method: 'POST',
        url: '/v2/user/register',
        headers: { 'x-csrf-token': agent },
        payload: { first_name: 'Walk', last_name: 'In', mobile: `95666${String(n).padStart(5, '0')}` },
      });
    for (let n = 0; n < REGISTER_LIMITS.perAgent.limit; n += 1)
      expect((await register(n)).statusCode).toBe(200);
    const over = await register(99_999);
    expect(over.statusCode).toBe(429);
    expect(errorEnvelope.parse(over.json()).error_message).toBe(SIGN_IN_LIMIT_MESSAGES.agentRegister);
    const made = await t()
      .database.db.select()
      .from(schema.users)
      .where(eq(schema.users.mobile, '9566699999'));
    expect(made).toEqual([]);
    // Another agent is not held up by the first one's count.
    const other = await sessionFor(t(), await userWithRole(t(), 'agent', '9555533333'));
    const theirs = await t().app.inject({
      method: 'POST',
      url: '/v2/user/register',
      headers: { 'x-csrf-token': other },
      payload: { first_name: 'Walk', last_name: 'In', mobile: '9566688888' },
    });
    expect(theirs.statusCode).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roleResult, successEnvelope } from '@store/contract';
import { consoleChallenge, consoleOperator, consoleSession } from '@store/contract/console';
import { MIGRATIONS_DIR, schema } from '@store/db';
import { CONSOLE_CODE_LIMITS } from '@store/domain';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lastCode } from '../accounts/accounts-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor, userWithRole } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  auditRows,
  consoleGet,
  consolePost,
  dataOf,
  errorOf,
} from './console-helpers';

// Operators sign in to the console with their password and a texted code; the
// console session works on the console's API only, and a store session never opens the console.
// Runs on PGlite and PostgreSQL.

const lines: string[] = [];
// A number gets 3 codes per 15 minutes: each sign-in happens 20 minutes after the one before.
let now = TEST_NOW;
const t = useTestApp({
  clock: () => now,
  logger: pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }),
});

async function passwordStep(mobile: string, password: string, ip = '10.0.0.1') {
  now = new Date(now.getTime() + 20 * 60_000);
  return t().app.inject({
    method: 'POST',
    url: '/admin/v1/session/password',
    payload: { mobile, password },
    remoteAddress: ip,
  });
}

async function signIn(mobile = ADMIN_MOBILE, password = ADMIN_PASSWORD) {
  const { challenge } = dataOf(consoleChallenge, await passwordStep(mobile, password));
  const code = await lastCode(t(), mobile);
  return { challenge, code, reply: await consolePost(t(), '/session/code', { mobile, challenge, code }) };
}

describe('the console sign-in', () => {
  it('texts a code after the right password and opens a console session with it, audited', async () => {
    const first = await passwordStep(ADMIN_MOBILE, ADMIN_PASSWORD);
    const challenge = dataOf(consoleChallenge, first);
    expect(challenge).toMatchObject({ mobile_hint: '******0009', expires_in: 300 });
    const code = await lastCode(t(), ADMIN_MOBILE);
    const opened = dataOf(
      consoleSession,
      await consolePost(t(), '/session/code', { mobile: ADMIN_MOBILE, challenge: challenge.challenge, code }),
    );
    expect(opened.operator).toMatchObject({ id: ADMIN, role: 'admin', first_name: 'Meera' });
    expect(dataOf(consoleOperator, await consoleGet(t(), '/session', opened.token))).toEqual(opened.operator);
    expect((await auditRows(t())).at(-1)).toMatchObject({ actorId: ADMIN, action: 'session.sign_in' });
    // The code was the second factor: it works once.
    const again = await consolePost(t(), '/session/code', {
      mobile: ADMIN_MOBILE,
      challenge: challenge.challenge,
      code,
    });
    expect(again.statusCode).toBe(400);
    // Neither the code nor the console token ever reaches a log.
    expect(lines.join('\n')).not.toContain(code);
    expect(lines.join('\n')).not.toContain(opened.token);
  });

  it('answers a wrong password like the store, naming the password, and texts nothing', async () => {
    const reply = await passwordStep(ADMIN_MOBILE, 'not-the-password', '10.0.0.2');
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).data).toHaveProperty('password');
  });

  it("refuses a customer's right password with a 403", async () => {
    const customer = await userWithRole(t(), 'user', '9000007001');
    await t()
      .database.db.update(schema.users)
      .set({
        passwordHash: (await t().database.db.select().from(schema.users).where(eq(schema.users.id, ADMIN)))[0]
          ?.passwordHash,
      })
      .where(eq(schema.users.id, customer));
    const reply = await passwordStep('9000007001', ADMIN_PASSWORD, '10.0.0.3');
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).error_message).toBe('This account cannot use the console.');
  });

  it('takes a code only with its challenge, naming the code when it is wrong', async () => {
    const { challenge } = dataOf(
      consoleChallenge,
      await passwordStep(ADMIN_MOBILE, ADMIN_PASSWORD, '10.0.0.4'),
    );
    const code = await lastCode(t(), ADMIN_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await consolePost(t(), '/session/code', { mobile: ADMIN_MOBILE, challenge, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('code');
    const forged = await consolePost(t(), '/session/code', {
      mobile: ADMIN_MOBILE,
      challenge: 'a-challenge-nobody-was-given',
      code,
    });
    expect(forged.statusCode).toBe(400);
    const malformed = await consolePost(t(), '/session/code', {
      mobile: ADMIN_MOBILE,
      challenge,
      code: '12',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).data).toHaveProperty('code');
  });

  it('limits codes typed per account, whatever the challenge', async () => {
    const body = { mobile: '9000000010', challenge: 'x'.repeat(32), code: '123456' };
    const statuses: number[] = [];
    for (let i = 0; i <= CONSOLE_CODE_LIMITS.perAccount.limit; i += 1)
      statuses.push((await consolePost(t(), '/session/code', body)).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps the two sessions apart: a console token opens no store route, a store token no console route', async () => {
    const { reply } = await signIn();
    const { token } = dataOf(consoleSession, reply);
    const store = await t().app.inject({
      method: 'GET',
      url: '/v2/user/role',
      headers: { 'x-csrf-token': token },
    });
    expect(store.statusCode).toBe(401);
    const consoleInStore = await sessionFor(t(), ADMIN);
    expect(
      successEnvelope(roleResult).parse(
        (
          await t().app.inject({
            method: 'GET',
            url: '/v2/user/role',
            headers: { 'x-csrf-token': consoleInStore },
          })
        ).json(),
      ).data.role,
    ).toBe('admin');
    const console = await consoleGet(t(), '/session', consoleInStore);
    expect(console.statusCode).toBe(401);
    expect(errorOf(console).error_message).toMatch(/password and the code/);
  });

  it('signs out: the token opens nothing after, and the audit says so', async () => {
    const { token } = dataOf(consoleSession, (await signIn()).reply);
    const out = await t().app.inject({
      method: 'DELETE',
      url: '/admin/v1/session',
      headers: { 'x-csrf-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect((await consoleGet(t(), '/session', token)).statusCode).toBe(401);
    expect((await auditRows(t())).at(-1)).toMatchObject({ actorId: ADMIN, action: 'session.sign_out' });
  });

  it('ends a console session 12 hours after it began, and 2 hours unused', async () => {
    const { token } = dataOf(consoleSession, (await signIn()).reply);
    const rows = await t()
      .database.db.select()
      .from(schema.sessions)
      .where(eq(schema.sessions.kind, 'console'));
    for (const row of rows) expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3_600_000);
    const signedInAt = now;
    now = new Date(signedInAt.getTime() + 119 * 60_000);
    expect((await consoleGet(t(), '/session', token)).statusCode).toBe(200);
    now = new Date(signedInAt.getTime() + 119 * 60_000 + 121 * 60_000);
    expect((await consoleGet(t(), '/session', token)).statusCode).toBe(401);
  });

  it("turns the old 'operator' role into admin (migration 0016)", async () => {
    const id = await userWithRole(t(), 'user', '9000007002');
    await t().database.db.execute(sql`update users set role = 'operator' where id = ${id}`);
    const migration = readFileSync(join(MIGRATIONS_DIR, '0016_operator_roles.sql'), 'utf8');
    await t().database.db.execute(sql.raw(migration.replace(/^--.*$/gm, '')));
    const [row] = await t().database.db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(row?.role).toBe('admin');
  });
});

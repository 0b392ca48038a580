import { errorEnvelope, successEnvelope } from '@store/contract';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import { schema } from '@store/db';
import { CONSOLE_SESSION_ABSOLUTE_MS, type ErrorCode } from '@store/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { TEST_NOW, TEST_OPERATOR_PASSWORDS } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import type { TestApp } from '../support/test-app';

// Shared by the console's tests. Seed: 1 is the agent, 2 to 8 customers, 9 the demo
// admin (Meera), 10 the demo ops (Vikram), their passwords the tests' (TEST_OPERATOR_PASSWORDS).
export const AGENT = 1;
export const CUSTOMER = 2;
export const ADMIN = 9;
export const OPS = 10;
export const ADMIN_MOBILE = '9000000009';
export const ADMIN_PASSWORD = TEST_OPERATOR_PASSWORDS.admin;

/** A console session as the code step opens it (the sign-in itself is console-sign-in.test.ts's). */
export const consoleSessionFor = (t: TestApp, userId: number): Promise<string> =>
  sessionFor(t, userId, {
    kind: 'console',
    expiresAt: new Date(TEST_NOW.getTime() + CONSOLE_SESSION_ABSOLUTE_MS),
  });

/** A token for each kind of caller: the store's customer and agent, and the console's ops and admin. */
export async function callers(t: TestApp) {
  return {
    customer: await sessionFor(t, CUSTOMER),
    agent: await sessionFor(t, AGENT),
    ops: await consoleSessionFor(t, OPS),
    admin: await consoleSessionFor(t, ADMIN),
  };
}

const url = (path: string) => `${CONSOLE_API_PREFIX}${path}`;
const headers = (token?: string) => (token ? { 'x-csrf-token': token } : {});

export const consoleGet = (t: TestApp, path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: url(path), headers: headers(token) });
export const consolePost = (t: TestApp, path: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: url(path), payload, headers: headers(token) });
export const consolePut = (t: TestApp, path: string, payload: object, token?: string) =>
  t.app.inject({ method: 'PUT', url: url(path), payload, headers: headers(token) });
export const consoleDelete = (t: TestApp, path: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url: url(path), headers: headers(token) });

/** A reply's data, parsed with the contract's schema (a 200 is required). */
export function dataOf<T extends z.ZodType>(
  schemaOf: T,
  reply: { statusCode: number; body: string },
): z.output<T> {
  if (reply.statusCode !== 200) throw new Error(`expected 200, got ${reply.statusCode}: ${reply.body}`);
  return (successEnvelope(schemaOf).parse(JSON.parse(reply.body)) as { data: z.output<T> }).data;
}

export const errorOf = (reply: { body: string }) => errorEnvelope.parse(JSON.parse(reply.body));

/** The console's audit rows, oldest first. */
export const auditRows = (t: TestApp) =>
  t.database.db.select().from(schema.consoleAudit).orderBy(asc(schema.consoleAudit.id));

export const auditOfOrder = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(schema.consoleAudit)
    .where(eq(schema.consoleAudit.orderId, orderId))
    .orderBy(asc(schema.consoleAudit.id));

/**
 * Bad input or a refusal: the reply's status, the field it names, the code of its reason when
 * given, and nothing written, not even an audit row (`more` counts anything else the caller
 * watches, the same before and after).
 */
export async function expectBadInput(
  t: TestApp,
  reply: Promise<{ statusCode: number; body: string }>,
  expected: { status: number; field: string; code?: ErrorCode },
  more: () => Promise<unknown> = async () => null,
) {
  const [audit, before] = [(await auditRows(t)).length, await more()];
  const r = await reply;
  expect(r.statusCode, r.body).toBe(expected.status);
  expect(errorOf(r).data, r.body).toHaveProperty(expected.field);
  if (expected.code) expect(errorOf(r).code).toBe(expected.code);
  expect(await auditRows(t)).toHaveLength(audit);
  expect(await more()).toEqual(before);
}

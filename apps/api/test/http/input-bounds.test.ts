import { errorEnvelope, INT4_MAX } from '@store/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/http/error-handler';
import { consoleSessionFor } from '../console/console-helpers';
import { sessionFor, userWithRole } from '../support/sessions';
import { useTestApp } from '../support/test-app';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  maximum?: number;
};
type Parameter = { name: string; in: string; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Fastify's body limit (app.ts) less room for the JSON around the one long field. */
const BODY_TEXT = 256 * 1024 - 512;
/** Node's default limit on the request line and headers: the longest path or query a caller can send. */
const URL_TEXT = 16 * 1024 - 512;
/** Texts that make backtracking patterns explode: 'a@a@a@…' took the old email pattern 31 s at 250,000. */
const evil = (length: number) => ['a@'.repeat(length / 2), `${'1'.repeat(length - 1)}!`];
/**
 * A pattern that backtracks takes seconds on these texts (31 s above). A linear check of the largest
 * body takes up to ~60 ms of CPU on a quiet machine, and up to ~160 ms while the other API suite
 * runs beside this one (npm test runs them side by side): the two vCPUs share a core, so the same
 * work costs more CPU time. 250 ms keeps the margin without letting a backtracking pattern through.
 */
const MS = 250;

/**
 * The CPU time a request costs this process (the API's one thread, and PGlite's): what a pattern
 * blocking the thread shows as. Wall time on this shared 2-core machine also counts other
 * processes' work, which would make the bound flaky.
 */
async function cpuMs<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

/** Every string schema below `schema` with the JSON path to it (arrays as `[0]`). */
function strings(schema: Schema, path: string[] = []): { path: string[]; schema: Schema }[] {
  const own = [schema.type].flat().includes('string') ? [{ path, schema }] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => strings(s, [...path, name])),
    ...(schema.items ? strings(schema.items, [...path, '0']) : []),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((s) => strings(s, path)),
  ];
  return [...own, ...nested];
}

function integers(schema: Schema, path: string[] = []): { path: string[]; schema: Schema }[] {
  const own = [schema.type].flat().includes('integer') ? [{ path, schema }] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, s]) => integers(s, [...path, name])),
    ...(schema.items ? integers(schema.items, [...path, '0']) : []),
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((s) => integers(s, path)),
  ];
}

/** An object with `value` at `path` (numeric segments make arrays). */
function bodyWith(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase() as 'GET', path, op })),
  );
const bodySchemaOf = (op: Operation) => op.requestBody?.content['application/json']?.schema;

describe('input bounds', () => {
  const t = useTestApp();
  const docOf = async () => (await t().app.inject({ method: 'GET', url: '/docs' })).json() as Doc;
  // Every body reaches its validation past the role checks: an agent's store session on the
  // store's routes (no store route is an operator's), an admin's console session on the console's.
  let operator: Promise<{ store: string; console: string }> | undefined;
  const operatorTokens = () => {
    operator ??= userWithRole(t(), 'admin', '9000099999').then(async (id) => ({
      store: await sessionFor(t(), await userWithRole(t(), 'agent', '9000099998')),
      console: await consoleSessionFor(t(), id),
    }));
    return operator;
  };
  const operatorToken = async () => (await operatorTokens()).store;

  it(`refuses a maximal email at /v2/user/login within ${MS} ms of CPU time`, async () => {
    for (const email of evil(BODY_TEXT)) {
      const { result: res, ms: elapsed } = await cpuMs(() =>
        t().app.inject({
          method: 'POST',
          url: '/v2/user/login',
          payload: { email, password: 'password-1234' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(errorEnvelope.parse(res.json()).data).toEqual({
        email: 'email must have at most 200 characters',
      });
      expect(elapsed).toBeLessThan(MS);
    }
  });

  it(`answers a maximal text in any field of any operation with a pattern within ${MS} ms of CPU time`, async () => {
    const tokens = await operatorTokens();
    const slow: string[] = [];
    let requests = 0;
    for (const { method, path, op } of operationsOf(await docOf())) {
      const body = bodySchemaOf(op);
      const withPattern = JSON.stringify([op.parameters ?? [], body ?? {}]).includes('"pattern"');
      if (!withPattern) continue;
      const sends: { url: string; payload?: unknown }[] = [];
      const filled = path.replace(/\{[^}]+\}/g, '1');
      for (const p of op.parameters ?? []) {
        for (const text of evil(URL_TEXT)) {
          if (p.in === 'path')
            sends.push({ url: path.replace(`{${p.name}}`, text).replace(/\{[^}]+\}/g, '1') });
          if (p.in === 'query') sends.push({ url: `${filled}?${p.name}=${text}` });
        }
      }
      for (const field of body ? strings(body) : []) {
        for (const text of evil(BODY_TEXT)) sends.push({ url: filled, payload: bodyWith(field.path, text) });
      }
      for (const send of sends) {
        requests += 1;
        const { result: res, ms: elapsed } = await cpuMs(() =>
          t().app.inject({
            method,
            url: send.url,
            headers: { 'x-csrf-token': path.startsWith('/admin/') ? tokens.console : tokens.store },
            ...(send.payload !== undefined && { payload: send.payload as object }),
          }),
        );
        expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        if (elapsed >= MS) slow.push(`${method} ${path} ${Math.round(elapsed)} ms`);
      }
    }
    expect(slow).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  });

  it('bounds every string and every integer a caller sends, in the OpenAPI document too', async () => {
    const unbounded: string[] = [];
    for (const { method, path, op } of operationsOf(await docOf())) {
      const schemas = [
        ...(op.parameters ?? []).map((p) => ({ at: `${p.in} ${p.name}`, schema: p.schema })),
        ...(bodySchemaOf(op) ? [{ at: 'body', schema: bodySchemaOf(op) as Schema }] : []),
      ];
      for (const { at, schema } of schemas) {
        for (const s of strings(schema)) {
          const fixed = s.schema.enum !== undefined || s.schema.const !== undefined;
          if (!fixed && s.schema.maxLength === undefined) unbounded.push(`${method} ${path} ${at} ${s.path}`);
        }
        for (const s of integers(schema)) {
          if (!(s.schema.maximum !== undefined && s.schema.maximum <= INT4_MAX)) {
            unbounded.push(`${method} ${path} ${at} ${s.path} (integer)`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it.each([
    ['/v4/tag/name/%00', 'name'],
    ['/v5/search/experiences?q=ab%00', 'q'],
    ['/v2/homepage_reviews?city=%00', 'city'],
  ])('refuses NUL in %s with a 400 naming the field', async (url, field) => {
    const res = await t().app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data[field]).toBe(`${field} must not contain the NUL character`);
  });

  it('refuses NUL in the sandbox checkout form (a route the OpenAPI document hides)', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/sandbox/checkout/complete',
      payload: 'provider_order_id=%00&origin=http%3A%2F%2Flocalhost%3A3000&outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({
      provider_order_id: 'provider_order_id must not contain the NUL character',
    });
  });

  it('refuses ids above 2^31-1 in bodies with a 400 naming the field', async () => {
    const token = await operatorToken();
    for (const [url, payload, field] of [
      ['/v5/booking/quote', { experience_id: 2 ** 31 }, 'experience_id'],
      ['/v3/check-pincode-for-task', { pincode: '110001', experience_id: 2 ** 31 }, 'experience_id'],
      ['/v2/booking/razor_pay/order_details', { order_id: 2 ** 31 }, 'order_id'],
      ['/v2/share-checkout', { experience_id: 1, customer_id: 2 ** 31 }, 'customer_id'],
    ] as const) {
      const res = await t().app.inject({ method: 'POST', url, payload, headers: { 'x-csrf-token': token } });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json()).data)).toEqual([field]);
    }
  });

  it.each([
    ['city', 'a\u0000b', 'CITY', 'CITY must not contain the NUL character'],
    ['city', 'x'.repeat(65), 'CITY', 'CITY must have at most 64 characters'],
    ['x-csrf-token', 'x'.repeat(513), 'X-CSRF-TOKEN', 'X-CSRF-TOKEN must have at most 512 characters'],
    ['idempotency-key', 'k\u0000', 'Idempotency-Key', 'Idempotency-Key must not contain the NUL character'],
    ['app-version', 'v'.repeat(65), 'App-Version', 'App-Version must have at most 64 characters'],
  ])('refuses a bad %s header with a 400 naming it', async (name, value, header, text) => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getHomePage', headers: { [name]: value } });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json())).toMatchObject({
      error_message: `Invalid ${header} header: ${text}`,
      data: { [header]: text },
    });
  });

  it.each([
    ['NUL in text', sql`select ${'a\u0000b'}::text`],
    ['2^31 into int4', sql`select ${String(2 ** 31)}::int4`],
    ['a word as a number', sql`select ${'ten'}::int4`],
  ])('answers a database refusal of a value (%s) with a 400, not a 500', async (_, query) => {
    const refusal = await t()
      .database.db.execute(query)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    // A route the contract let the value through to: the one error handler decides the answer.
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/', async () => {
      throw refusal;
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).error_message).toBe(
      'The request has a value the store cannot take',
    );
  });
});

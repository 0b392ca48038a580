import { CONSOLE_API_PREFIX } from '@store/contract/console';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { ADMIN, callers, consoleSessionFor, errorOf } from './console-helpers';

// Every route of the console's API is listed under its own tag and checked by
// its one guard: nobody signed in is a 401, a customer or an agent a 403, an admin's store session
// (no second factor) a 401, ops a 403 on the admin-only routes. Read from the OpenAPI document, so a
// route added later is checked too. Runs on PGlite and PostgreSQL.

type Operation = { method: string; path: string; tags: string[] };

/** The two sign-in steps take no session; the rest need one. */
const SIGN_IN = ['POST /admin/v1/session/password', 'POST /admin/v1/session/code'];
const ADMIN_ONLY = [
  'PUT /admin/v1/people/{id}/role',
  // Catalogue
  'POST /admin/v1/catalogue/experiences',
  'PUT /admin/v1/catalogue/experiences/{id}',
  'POST /admin/v1/catalogue/experiences/{id}/images',
  'PUT /admin/v1/catalogue/customizations/{id}',
  'PUT /admin/v1/catalogue/tags/{id}',
  'PUT /admin/v1/catalogue/categories/{id}',
  'PUT /admin/v1/catalogue/regions/{id}',
  'POST /admin/v1/catalogue/customizations',
  'POST /admin/v1/catalogue/tags',
  'POST /admin/v1/catalogue/categories',
  'POST /admin/v1/catalogue/regions',
  'POST /admin/v1/catalogue/experiences/{id}/questions',
  'PUT /admin/v1/catalogue/experiences/{id}/questions/{question_id}',
  'DELETE /admin/v1/catalogue/experiences/{id}/questions/{question_id}',
  'PUT /admin/v1/catalogue/experiences/{id}/question-order',
  'PUT /admin/v1/catalogue/experiences/{id}/cancellation-terms',
  // Availability, pincodes and coupons
  'POST /admin/v1/availability/slots',
  'PUT /admin/v1/availability/slots/{id}/capacity',
  'POST /admin/v1/availability/close-date',
  'POST /admin/v1/availability/patterns',
  'POST /admin/v1/availability/surges',
  'DELETE /admin/v1/availability/surges/{experience_id}/{date}',
  'PUT /admin/v1/pincodes/{pincode}',
  'DELETE /admin/v1/pincodes/{pincode}',
  'POST /admin/v1/coupons',
  'PUT /admin/v1/coupons/{id}',
  'POST /admin/v1/gift-codes',
  // Four eyes on wallet credits above an operator's cap: an admin decides
  'POST /admin/v1/wallet-credits/{id}/approve',
  'POST /admin/v1/wallet-credits/{id}/decline',
  // Vendor payouts: paying a statement and setting commissions
  'POST /admin/v1/payouts/{id}/paid',
  'PUT /admin/v1/vendors/{id}/commission',
  'PUT /admin/v1/experiences/{id}/commission',
  // A new vendor (and deactivating one): an admin decides who the store sends bookings to
  'POST /admin/v1/vendors',
  // The store's money and its customers' tax details
  'GET /admin/v1/reports/gst',
  'GET /admin/v1/reports/gst/export',
  'GET /admin/v1/reports/invoices/export',
];

describe("the console's guard", () => {
  const t = useTestApp();

  async function consoleOperations(): Promise<Operation[]> {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => path.startsWith(CONSOLE_API_PREFIX) || op.tags?.includes('console'))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, tags: op.tags ?? [] })),
    );
  }

  const call = (op: Operation, token?: string) =>
    t().app.inject({
      method: op.method as 'GET',
      url: op.path.replace(/\{[^}]+\}/g, '1'),
      headers: token ? { 'x-csrf-token': token } : {},
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('lists every console route under /admin/v1 and the console tag', async () => {
    const operations = await consoleOperations();
    expect(operations.length).toBeGreaterThanOrEqual(17);
    for (const op of operations) {
      expect(op.path.startsWith(`${CONSOLE_API_PREFIX}/`), op.path).toBe(true);
      expect(op.tags, `${op.method} ${op.path}`).toEqual(['console']);
    }
  });

  it('answers 401 to nobody and to a store session, 403 to a customer and an agent, on every route', async () => {
    const failures: string[] = [];
    for (const op of await consoleOperations()) {
      const name = `${op.method} ${op.path}`;
      if (SIGN_IN.includes(name)) continue;
      const who = await callers(t());
      const expected: [string, string | undefined, number][] = [
        ['nobody', undefined, 401],
        ['customer', who.customer, 403],
        ['agent', who.agent, 403],
        ["an admin's store session", await sessionFor(t(), ADMIN), 401],
      ];
      for (const [caller, token, status] of expected) {
        const reply = await call(op, token);
        if (reply.statusCode !== status)
          failures.push(`${name} as ${caller}: ${reply.statusCode} ${reply.body}`);
        else expect(errorOf(reply).status_code).toBe(status);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets ops and admins through, except ops on the admin-only routes', async () => {
    const failures: string[] = [];
    for (const op of await consoleOperations()) {
      const name = `${op.method} ${op.path}`;
      if (SIGN_IN.includes(name)) continue;
      const who = await callers(t());
      const ops = await call(op, who.ops);
      const opsExpected = ADMIN_ONLY.includes(name) ? [403] : [200, 400, 404, 409];
      if (!opsExpected.includes(ops.statusCode))
        failures.push(`${name} as ops: ${ops.statusCode} ${ops.body}`);
      const admin = await call(op, await consoleSessionFor(t(), ADMIN));
      if (![200, 400, 404, 409].includes(admin.statusCode))
        failures.push(`${name} as admin: ${admin.statusCode} ${admin.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('takes the sign-in steps without a session, checking their input', async () => {
    for (const name of SIGN_IN) {
      const [method, path] = name.split(' ') as [string, string];
      const reply = await call({ method, path, tags: [] });
      expect(reply.statusCode, name).toBe(400);
      expect(errorOf(reply).data).toHaveProperty('mobile');
    }
  });
});

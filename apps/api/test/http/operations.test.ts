import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as store from '@store/contract';
import { type Access, type Operation, storeOperations } from '@store/contract';
import * as consoleContract from '@store/contract/console';
import { consoleOperations } from '@store/contract/console';
import { ERROR_CODES } from '@store/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { onlyDeclaredRoutes, route } from '../../src/http/route';
import { PAYTM_DEFAULTS, SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { callers } from '../console/console-helpers';
import { useTestApp } from '../support/test-app';

// Each HTTP operation is declared once, in the contract (packages/contract/src/operations and
// admin/operations), and the API registers its routes from those declarations: nothing drifts.
// The API refuses a route without its declaration as it is registered (http/route.ts), so an app
// that builds registers declared routes only; here, every declaration is registered, its access is
// what the API does, and docs/http-contract.md lists them. Runs on PGlite and PostgreSQL.

/** A module's slice of declarations, named as apps/api/src/modules names the module. */
type Slice = { module: string; operations: Record<string, Operation> };
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
function slicesOf(module: Record<string, unknown>, all: string, ofConsole: boolean): Slice[] {
  return Object.entries(module)
    .filter(([name, value]) => name.endsWith('Operations') && name !== all && typeof value === 'object')
    .map(([name, operations]) => ({
      module: ofConsole
        ? `console/${kebab(name.slice('console'.length, -'Operations'.length)).slice(1)}`
        : kebab(name.slice(0, -'Operations'.length)),
      operations: operations as Record<string, Operation>,
    }));
}
const SLICES = [
  ...slicesOf(store, 'storeOperations', false),
  ...slicesOf(consoleContract, 'consoleOperations', true),
];
const OPERATIONS = SLICES.flatMap((slice) => Object.values(slice.operations));
const of = (access: Access) => OPERATIONS.filter((o) => o.access === access);

/** The path with each parameter filled: the guards answer before the input is read. */
const urlOf = (o: Operation) => o.path.replace(/:\w+/g, '1');
const PAYTM = { ...PAYTM_DEFAULTS, mid: 'STORE000000000000001', merchantKey: 'store_key_000016' };

describe('the operations the contract declares', () => {
  // Paytm's two routes exist only where Paytm is configured, the development ones where asked for.
  const t = useTestApp({ payments: { ...SANDBOX_PAYMENTS, paytm: PAYTM }, devEndpoints: true });

  const call = (o: Operation, token?: string) =>
    t().app.inject({
      method: o.method,
      url: urlOf(o),
      ...(token && { headers: { 'x-csrf-token': token } }),
    });

  it('are each registered by the API, with their method and path', () => {
    expect(OPERATIONS.length).toBeGreaterThan(180);
    const missing = OPERATIONS.filter((o) => !t().app.hasRoute({ method: o.method, url: o.path }));
    expect(missing.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('name only error codes of the catalogue', () => {
    for (const o of OPERATIONS)
      for (const code of o.errors) expect(ERROR_CODES, `${o.method} ${o.path}`).toContain(code);
  });

  it('answer 401 without a session wherever their access asks for one', async () => {
    const guarded = OPERATIONS.filter((o) =>
      (['customer', 'agent', 'console-ops', 'console-admin'] as Access[]).includes(o.access),
    );
    expect(guarded.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    for (const o of guarded) {
      const reply = await call(o);
      if (reply.statusCode !== 401) wrong.push(`${o.method} ${o.path}: ${reply.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answer an agent's operation 403 to a customer, and a customer's 401 to a console session", async () => {
    const who = await callers(t());
    for (const o of of('agent')) expect((await call(o, who.customer)).statusCode, o.path).toBe(403);
    for (const o of of('customer')) expect((await call(o, who.ops)).statusCode, o.path).toBe(401);
  });

  it("answer a console admin's operation 403 to ops, and a console operation 403 to a customer", async () => {
    const who = await callers(t());
    for (const o of of('console-admin')) expect((await call(o, who.ops)).statusCode, o.path).toBe(403);
    for (const o of of('console-ops')) expect((await call(o, who.customer)).statusCode, o.path).toBe(403);
    // Ops are let through where any operator may call: the reply is no refusal of who calls.
    const today = await call(consoleOperations.today, who.ops);
    expect(today.statusCode).toBe(200);
  });

  it('let anyone reach the public operations and the console sign-in steps', async () => {
    expect((await call(storeOperations.cities)).statusCode).toBe(200);
    for (const o of of('console-sign-in')) expect((await call(o)).statusCode, o.path).toBe(400);
  });

  it("leave a link's key to the service that reads it", async () => {
    const vendor = await t().app.inject({
      method: 'GET',
      url: '/v1/vendor/get_response_view?token=nonsense',
    });
    expect(vendor.json()).toMatchObject({ code: 'VENDOR_LINK_INVALID' });
    const order = await call(storeOperations.orderDetail);
    expect(order.statusCode).toBe(401);
  });
});

describe('the development operations', () => {
  const t = useTestApp({ devEndpoints: false });

  it('are not registered where development endpoints are off', () => {
    expect(of('development').length).toBeGreaterThan(0);
    for (const o of of('development'))
      expect(t().app.hasRoute({ method: o.method, url: o.path })).toBe(false);
  });
});

describe('a route without its declaration', () => {
  const anyHandler = async () => undefined;

  it('is refused as it is registered', () => {
    const app = Fastify();
    onlyDeclaredRoutes(app);
    expect(() => app.get('/v2/getCities', anyHandler)).toThrow(/without its declaration/);
    const moved = { ...storeOperations.cities, path: '/v2/getTowns' };
    expect(() => app.get(moved.path, { config: { operation: storeOperations.cities } }, anyHandler)).toThrow(
      /without its declaration/,
    );
    route(app, storeOperations.cities, anyHandler);
    expect(app.hasRoute({ method: 'GET', url: '/v2/getCities' })).toBe(true);
  });
});

// docs/http-contract.md, "Operations": the list between the markers is made from the declarations.
// WRITE_HTTP_CONTRACT=1 writes it after a change.
const DOC = join(import.meta.dirname, '../../../../docs/http-contract.md');
const START = '<!-- operations: made from the declarations by apps/api/test/http/operations.test.ts -->';
const END = '<!-- operations end -->';

function operationList(): string {
  const sections = SLICES.map(({ module, operations }) => {
    const rows = Object.entries(operations).map(([name, o]) => {
      const call = `\`${o.method} ${o.path.replace(/:(\w+)/g, '{$1}')}\``;
      const codes = o.errors.length ? o.errors.join(', ') : '';
      return `| ${name} | ${call}${o.hidden ? ' (not in /docs)' : ''} | ${o.access} | ${codes} |`;
    });
    return [
      `### ${module}`,
      '',
      '| operation | call | who may call | refuses besides access and input with |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  return `${START}\n\n${sections.join('\n\n')}\n\n${END}`;
}

describe('docs/http-contract.md', () => {
  it('lists every declared operation, module by module', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the markers of the operation list').toBeGreaterThan(-1);
    const expected = operationList();
    if (process.env.WRITE_HTTP_CONTRACT === '1')
      writeFileSync(DOC, `${doc.slice(0, start)}${expected}${doc.slice(end + END.length)}`);
    else expect(doc.slice(start, end + END.length)).toBe(expected);
  });
});

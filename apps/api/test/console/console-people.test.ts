import { peopleList, person } from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  callers,
  consoleGet,
  consolePut,
  consoleSessionFor,
  dataOf,
  errorOf,
  OPS,
} from './console-helpers';

// People: any operator looks people up; only an admin grants or takes back a
// role, never their own, each change audited with the role before and after. Runs on PGlite and
// PostgreSQL.

const t = useTestApp();
let ops = '';
let admin = '';

beforeAll(async () => {
  ({ ops, admin } = await callers(t()));
});

const roleOf = async (id: number) =>
  (await t().database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]?.role;

describe('people', () => {
  it('are looked up by role, mobile or name', async () => {
    const agents = dataOf(peopleList, await consoleGet(t(), '/people?role=agent', ops));
    expect(agents.items.map((p) => p.id)).toEqual([1]);
    const byMobile = dataOf(peopleList, await consoleGet(t(), '/people?q=9000000010', ops));
    expect(byMobile.items).toMatchObject([{ id: OPS, role: 'ops', first_name: 'Vikram' }]);
    expect(dataOf(peopleList, await consoleGet(t(), '/people?q=ananya', ops)).items[0]?.id).toBe(3);
    const bad = await consoleGet(t(), '/people?role=owner', ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('role');
  });

  it('get a role from an admin only, audited; ops are refused and nothing changes', async () => {
    expect((await consolePut(t(), '/people/3/role', { role: 'agent' }, ops)).statusCode).toBe(403);
    expect(await roleOf(3)).toBe('user');
    const changed = dataOf(person, await consolePut(t(), '/people/3/role', { role: 'agent' }, admin));
    expect(changed).toMatchObject({ id: 3, role: 'agent' });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'user.role',
      subjectType: 'user',
      subjectId: '3',
      before: { role: 'user' },
      after: { role: 'agent' },
    });
  });

  it('never change their own role (a 400 naming the user), and nothing is written', async () => {
    const before = (await auditRows(t())).length;
    const reply = await consolePut(t(), `/people/${ADMIN}/role`, { role: 'user' }, admin);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).data).toHaveProperty('id');
    expect(await roleOf(ADMIN)).toBe('admin');
    expect(await auditRows(t())).toHaveLength(before);
  });

  it('refuses a role that does not exist and a person who does not, naming the field', async () => {
    const bad = await consolePut(t(), '/people/3/role', { role: 'owner' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('role');
    expect((await consolePut(t(), '/people/999999/role', { role: 'ops' }, admin)).statusCode).toBe(404);
  });

  it('lose the console at once when their operator role is taken back', async () => {
    const id = await userWithRole(t(), 'ops', '9000007101');
    const token = await consoleSessionFor(t(), id);
    expect((await consoleGet(t(), '/today', token)).statusCode).toBe(200);
    await consolePut(t(), `/people/${id}/role`, { role: 'user' }, admin);
    expect((await consoleGet(t(), '/today', token)).statusCode).toBe(403);
  });
});

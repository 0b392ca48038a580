import type { Person, peopleListQuery } from '@store/contract/console';
import type { Db, schema } from '@store/db';
import { assertRoleChange, DomainError, type Role } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import { findPeople, lockUser, setRole } from './people.repository';

type UserRow = typeof schema.users.$inferSelect;

export const toPerson = (u: UserRow): Person => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  mobile: u.mobile,
  email: u.email,
  role: u.role,
  created_at: u.createdAt.toISOString(),
});

/** GET /admin/v1/people: customers, agents and operators, by id, mobile, email or name. */
export async function listPeople(db: Db, query: z.output<typeof peopleListQuery>) {
  const { rows, total } = await findPeople(
    db,
    { q: query.q || undefined, role: query.role },
    pageWindow(query),
  );
  return { items: rows.map(toPerson), total };
}

/**
 * PUT /admin/v1/people/{id}/role (admins only): grants or takes back a role, audited with the role
 * before and after. Nobody changes their own (a 400 naming the user, nothing written). A role taken
 * back ends the person's console at once: the console's guard reads the role on every call.
 */
export async function changeRole(
  db: Db,
  admin: Operator,
  userId: number,
  role: Role,
  now: Date,
): Promise<Person> {
  assertRoleChange({ actorId: admin.userId, userId });
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new DomainError('NOT_FOUND', `User ${userId} was not found`);
    await setRole(tx, userId, role);
    // By number: the append-only audit outlives a person's erasure, so it never holds their name.
    const name = `User #${userId}`;
    const word = role === 'user' ? 'now a customer' : `now ${role}`;
    return {
      result: toPerson({ ...user, role }),
      audit: {
        action: 'user.role',
        subject: { type: 'user', id: userId },
        summary: user.role === role ? `${name} stays ${role}` : `${name} was ${user.role}, ${word}`,
        before: { role: user.role },
        after: { role },
      },
    };
  });
}

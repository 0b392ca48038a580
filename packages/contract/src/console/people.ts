import { ROLES } from '@store/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './paging';

/** A user as the console lists them: customers, agents and operators alike. */
export const person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type Person = z.infer<typeof person>;

const role = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });

// ── GET /admin/v1/people: look a person up by id, mobile or name; by role ──
export const peopleListQuery = pageQuery.extend({ role: role.optional() });
export const peopleList = pageOf(person);

// ── PUT /admin/v1/people/{id}/role (admins only; never one's own) ──
export const roleChangeBody = z.object({ role });

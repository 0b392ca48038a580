import { idParams, successEnvelope } from '@store/contract';
import { peopleList, peopleListQuery, person, roleChangeBody } from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import { changeRole, listPeople } from './people.service';

/** People: looking a customer, agent or operator up (any operator); roles (admins only). */
export function peopleRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/people',
    {
      schema: {
        summary: 'People by id, mobile, email or name, and by role',
        querystring: peopleListQuery,
        response: { 200: successEnvelope(peopleList) },
      },
    },
    async (request) => ok(await listPeople(db, request.query)),
  );

  app.put(
    '/people/:id/role',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Grants or takes back a role (admins only, never one's own)",
        params: idParams,
        body: roleChangeBody,
        response: { 200: successEnvelope(person) },
      },
    },
    async (request) => {
      const changed = await changeRole(
        db,
        operatorOf(request),
        request.params.id,
        request.body.role,
        clock(),
      );
      return ok(changed, 'Role changed.');
    },
  );
}

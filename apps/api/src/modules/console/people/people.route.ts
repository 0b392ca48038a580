import { consolePeopleOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import { changeRole, listPeople } from './people.service';

/** People: looking a customer, agent or operator up (any operator); roles (admins only). */
export function peopleRoutes({ app, db, clock }: AppContext): void {
  route(app, consolePeopleOperations.people, async (request) => ok(await listPeople(db, request.query)));

  route(app, consolePeopleOperations.changeRole, async (request) => {
    const changed = await changeRole(db, operatorOf(request), request.params.id, request.body.role, clock());
    return ok(changed, 'Role changed.');
  });
}

import { profileOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { changeDate, listDates, occasionLists, removeDate, saveDate } from './occasions.service';

/**
 * Saved occasions (the dates-user calls, docs/http-contract.md, "Operations"): each customer sees
 * and changes only theirs.
 */
export function occasionsRoutes({ app, db, clock }: AppContext): void {
  route(app, profileOperations.userDateQuestions, async () => ok(occasionLists()));

  route(app, profileOperations.userDates, async (request) =>
    ok(await listDates(db, authorizedUser(request).userId)),
  );

  route(app, profileOperations.saveUserDate, async (request) =>
    ok(await saveDate(db, authorizedUser(request).userId, request.body, clock()), 'Occasion saved.'),
  );

  route(app, profileOperations.updateUserDate, async (request) => {
    const key = { id: request.params.id, userId: authorizedUser(request).userId };
    return ok(await changeDate(db, key, request.body, clock()), 'Occasion updated.');
  });

  route(app, profileOperations.deleteUserDate, async (request) => {
    await removeDate(db, { id: request.params.id, userId: authorizedUser(request).userId });
    return ok({}, 'Occasion deleted.');
  });
}

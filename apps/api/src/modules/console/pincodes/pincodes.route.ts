import { consolePincodesOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
import { listPincodes, putPincode, removePincode } from './pincodes.service';

/** Pincodes and delivery charges per city: any operator reads, admins change or remove. */
export function consolePincodesRoutes({ app, db, clock }: AppContext): void {
  route(app, consolePincodesOperations.pincodes, async (request) =>
    ok(await listPincodes(db, request.query)),
  );

  route(app, consolePincodesOperations.savePincode, async (request) => {
    const actor = { userId: operatorOf(request).userId, now: clock() };
    return ok(await putPincode(db, actor, request.params.pincode, request.body), 'Pincode saved.');
  });

  route(app, consolePincodesOperations.removePincode, async (request) => {
    const actor = { userId: operatorOf(request).userId, now: clock() };
    return ok(await removePincode(db, actor, request.params.pincode), 'Pincode removed.');
  });
}

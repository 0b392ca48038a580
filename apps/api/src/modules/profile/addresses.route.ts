import { profileOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { changeAddress, listAddresses, removeAddress, saveAddress } from '../addresses';

/**
 * The customer's address book (docs/http-contract.md, "Operations"): each customer sees and changes
 * only theirs.
 */
export function addressesRoutes({ app, db, clock }: AppContext): void {
  route(app, profileOperations.saveAddress, async (request) =>
    ok(
      await saveAddress(db, authorizedUser(request).userId, request.body, clock()),
      'Address saved successfully.',
    ),
  );

  route(app, profileOperations.addresses, async (request) =>
    ok(await listAddresses(db, authorizedUser(request).userId, request.query.city_id)),
  );

  route(app, profileOperations.updateAddress, async (request) => {
    const key = { id: request.params.id, userId: authorizedUser(request).userId };
    return ok(await changeAddress(db, key, request.body, clock()), 'Address updated successfully.');
  });

  route(app, profileOperations.deleteAddress, async (request) => {
    await removeAddress(db, { id: request.params.id, userId: authorizedUser(request).userId });
    return ok({}, 'Address deleted successfully.');
  });
}

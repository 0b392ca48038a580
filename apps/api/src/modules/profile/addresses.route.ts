import {
  addressBody,
  addressQuery,
  customerAddress,
  customerAddresses,
  emptyResult,
  idParams,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { authorize, authorizedUser, SIGNED_IN } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { changeAddress, listAddresses, removeAddress, saveAddress } from '../addresses';

const tags = ['addresses'];

/**
 * The customer's address book (docs/http-contract.md, "Operations"): each customer sees and changes
 * only theirs.
 */
export function addressesRoutes({ app, db, clock }: AppContext): void {
  const preValidation = authorize(db, clock, SIGNED_IN);

  app.post(
    '/v5/save-customer-address',
    {
      schema: {
        tags,
        summary: 'Saves an address at a pincode we serve in its city, with its point on the map',
        body: addressBody,
        response: { 200: successEnvelope(customerAddress) },
      },
      preValidation,
    },
    async (request) =>
      ok(
        await saveAddress(db, authorizedUser(request).userId, request.body, clock()),
        'Address saved successfully.',
      ),
  );

  app.get(
    '/v5/get-customer-address',
    {
      schema: {
        tags,
        summary: "The customer's addresses, newest first; only one city's with city_id",
        querystring: addressQuery,
        response: { 200: successEnvelope(customerAddresses) },
      },
      preValidation,
    },
    async (request) => ok(await listAddresses(db, authorizedUser(request).userId, request.query.city_id)),
  );

  app.put(
    '/v5/update-customer-address/:id',
    {
      schema: {
        tags,
        summary: "Changes one of the customer's addresses (anyone else's is a 404); orders keep their copy",
        params: idParams,
        body: addressBody,
        response: { 200: successEnvelope(customerAddress) },
      },
      preValidation,
    },
    async (request) => {
      const key = { id: request.params.id, userId: authorizedUser(request).userId };
      return ok(await changeAddress(db, key, request.body, clock()), 'Address updated successfully.');
    },
  );

  app.delete(
    '/v5/delete-customer-address/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the customer's addresses (anyone else's is a 404); orders keep their copy",
        params: idParams,
        response: { 200: successEnvelope(emptyResult) },
      },
      preValidation,
    },
    async (request) => {
      await removeAddress(db, { id: request.params.id, userId: authorizedUser(request).userId });
      return ok({}, 'Address deleted successfully.');
    },
  );
}

import { successEnvelope } from '@store/contract';
import {
  consolePincode,
  consolePincodeList,
  consolePincodeListQuery,
  pincodeBody,
  pincodeParams,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import { listPincodes, putPincode, removePincode } from './pincodes.service';

/** Pincodes and delivery charges per city: any operator reads, admins change or remove. */
export function consolePincodesRoutes({ app, db, clock }: AppContext): void {
  app.get(
    '/pincodes',
    {
      schema: {
        summary: 'Pincodes of a city (q: their first digits) with region and delivery charge',
        querystring: consolePincodeListQuery,
        response: { 200: successEnvelope(consolePincodeList) },
      },
    },
    async (request) => ok(await listPincodes(db, request.query)),
  );

  app.put(
    '/pincodes/:pincode',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Adds a pincode to a city or changes its region, delivery charge or service (admins)',
        params: pincodeParams,
        body: pincodeBody,
        response: { 200: successEnvelope(consolePincode) },
      },
    },
    async (request) => {
      const actor = { userId: operatorOf(request).userId, now: clock() };
      return ok(await putPincode(db, actor, request.params.pincode, request.body), 'Pincode saved.');
    },
  );

  app.delete(
    '/pincodes/:pincode',
    {
      config: ADMIN_ONLY,
      schema: {
        summary:
          'Removes a pincode: the store answers "not serviceable" there; orders keep their own pincode and charge (admins)',
        params: pincodeParams,
        response: { 200: successEnvelope(consolePincode) },
      },
    },
    async (request) => {
      const actor = { userId: operatorOf(request).userId, now: clock() };
      return ok(await removePincode(db, actor, request.params.pincode), 'Pincode removed.');
    },
  );
}

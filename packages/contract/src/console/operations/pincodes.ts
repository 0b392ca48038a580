import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import {
  consolePincode,
  consolePincodeList,
  consolePincodeListQuery,
  pincodeBody,
  pincodeParams,
} from '../pincodes';

/** The operations of apps/api/src/modules/console/pincodes, each declared once: the API registers them, the clients call them. */
export const consolePincodesOperations = declareOperations({
  pincodes: {
    method: 'GET',
    path: '/admin/v1/pincodes',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Pincodes of a city (q: their first digits) with region and delivery charge',
    query: consolePincodeListQuery,
    replies: { 200: successEnvelope(consolePincodeList) },
    errors: ['RATE_LIMITED'],
  },
  savePincode: {
    method: 'PUT',
    path: '/admin/v1/pincodes/:pincode',
    access: 'console-admin',
    tags: ['console'],
    summary: 'Adds a pincode to a city or changes its region, delivery charge or service (admins)',
    params: pincodeParams,
    body: pincodeBody,
    replies: { 200: successEnvelope(consolePincode) },
    errors: ['RATE_LIMITED'],
  },
  removePincode: {
    method: 'DELETE',
    path: '/admin/v1/pincodes/:pincode',
    access: 'console-admin',
    tags: ['console'],
    summary:
      'Removes a pincode: the store answers "not serviceable" there; orders keep their own pincode and charge (admins)',
    params: pincodeParams,
    replies: { 200: successEnvelope(consolePincode) },
    errors: ['NOT_FOUND'],
  },
});

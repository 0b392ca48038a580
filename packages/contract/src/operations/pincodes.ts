import { checkPincodeBody, pincodeResult } from '../booking';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/pincodes, each declared once: the API registers them, the clients call them. */
export const pincodesOperations = declareOperations({
  checkPincode: {
    method: 'POST',
    path: '/v3/check-pincode-for-task',
    access: 'public',
    tags: ['booking'],
    summary:
      'Whether the CITY can deliver the experience to a pincode, and the extra charge (-1: not serviceable)',
    body: checkPincodeBody,
    replies: { 200: successEnvelope(pincodeResult) },
    errors: ['NOT_FOUND', 'PINCODE_CITY_MISMATCH', 'UNKNOWN_CITY'],
  },
});

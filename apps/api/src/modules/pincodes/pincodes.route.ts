import { checkPincodeBody, pincodeResult, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { experienceSoldIn } from '../catalogue';
import { resolveCity } from '../cities';
import { checkPincode } from './pincodes.service';

export function pincodesRoutes({ app, db }: AppContext): void {
  app.post(
    '/v3/check-pincode-for-task',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Whether the CITY can deliver the experience to a pincode, and the extra charge (-1: not serviceable)',
        body: checkPincodeBody,
        response: { 200: successEnvelope(pincodeResult) },
      },
    },
    async (request) => {
      const city = await resolveCity(db, requestedCity(request));
      await experienceSoldIn(db, request.body.experience_id, city);
      return ok(await checkPincode(db, request.body.pincode, city));
    },
  );
}

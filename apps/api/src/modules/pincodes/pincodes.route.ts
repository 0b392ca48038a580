import { pincodesOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { experienceSoldIn } from '../catalogue';
import { resolveCity } from '../cities';
import { checkPincode } from './pincodes.service';

export function pincodesRoutes({ app, db }: AppContext): void {
  route(app, pincodesOperations.checkPincode, async (request) => {
    const city = await resolveCity(db, requestedCity(request));
    await experienceSoldIn(db, request.body.experience_id, city);
    return ok(await checkPincode(db, request.body.pincode, city));
  });
}

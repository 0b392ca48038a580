import type { City, PincodeResult } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  deliveryText,
  isServiceable,
  NOT_SERVICEABLE_CHARGE,
  pincodeCityError,
} from '@store/domain';
import { findPincode } from './pincodes.repository';

const NOT_SERVICEABLE = 'This pincode is not serviceable.';

type Found = NonNullable<Awaited<ReturnType<typeof findPincode>>>;

/** A pincode of another city is the customer's mistake (a 400 naming both), not "not served". */
function assertSameCity(found: Found, city: City): void {
  const message = pincodeCityError(
    { id: found.cityId, name: found.cityName },
    { id: city.id, name: city.city_name },
  );
  if (message) throw new DomainError('PINCODE_CITY_MISMATCH', message, { pincode: message });
}

/** POST /v3/check-pincode-for-task: an unknown or unserved pincode answers charge -1 with the reason. */
export async function checkPincode(db: Db, pincode: string, city: City): Promise<PincodeResult> {
  const found = await findPincode(db, pincode);
  if (found) assertSameCity(found, city);
  if (!found || !isServiceable(found.charge)) {
    return {
      pincode,
      additional_delivery_charge: NOT_SERVICEABLE_CHARGE,
      error_message: NOT_SERVICEABLE,
      delivery_text: '',
      regions: [],
    };
  }
  return {
    pincode,
    additional_delivery_charge: found.charge,
    error_message: '',
    delivery_text: deliveryText(found.charge),
    regions: found.regionId === null ? [] : [{ id: found.regionId, name: found.regionName ?? '' }],
  };
}

/** The delivery charge a booking to this pincode pays; a pincode we cannot serve is a 400. */
export async function deliveryChargeFor(db: Db, pincode: string, city: City): Promise<number> {
  return deliveryChargeOf(await findPincode(db, pincode), city);
}

/** The refusals of `deliveryChargeFor`, for a caller that read the pincode in a statement of its own. */
export function deliveryChargeOf(found: Found | undefined, city: City): number {
  if (found) assertSameCity(found, city);
  if (!found || !isServiceable(found.charge)) {
    throw new DomainError('PINCODE_NOT_SERVICEABLE', NOT_SERVICEABLE, { pincode: NOT_SERVICEABLE });
  }
  return found.charge;
}

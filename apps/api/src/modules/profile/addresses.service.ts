import type { addressBody, CustomerAddress } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import { findActiveCity } from '../cities/cities.repository';
import { toCity } from '../cities/city.dto';
import { deliveryChargeFor } from '../pincodes/pincodes.service';
import {
  type AddressRow,
  addressesOf,
  addressOf,
  deleteAddress,
  insertAddress,
  updateAddress,
} from './addresses.repository';

type Body = z.output<typeof addressBody>;
const NOT_FOUND = 'This address was not found.';

function toCustomerAddress({
  address: a,
  cityName,
}: {
  address: AddressRow;
  cityName: string;
}): CustomerAddress {
  return {
    id: a.id,
    city_id: a.cityId,
    city_name: cityName,
    pincode: a.pincode,
    name: a.name,
    mobile: a.mobile,
    line1: a.line1,
    line2: a.line2,
    landmark: a.landmark,
    label: a.label,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * An address is somewhere we deliver: a known city, and a pincode of that city we serve (a pincode of
 * another city gets the spec's "This pincode is for ..." message, naming pincode).
 */
async function checked(db: Db, body: Body) {
  const city = await findActiveCity(db, String(body.city_id));
  if (!city) throw validationError({ city_id: 'is not a known city' }, 'Please choose one of our cities.');
  await deliveryChargeFor(db, body.pincode, toCity(city));
  return {
    cityId: body.city_id,
    pincode: body.pincode,
    name: body.name,
    mobile: body.mobile,
    line1: body.line1,
    line2: body.line2,
    landmark: body.landmark,
    label: body.label,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

export async function listAddresses(db: Db, userId: number, cityId?: number) {
  return { addresses: (await addressesOf(db, userId, cityId)).map(toCustomerAddress) };
}

export async function saveAddress(db: Db, userId: number, body: Body, now: Date) {
  const id = await insertAddress(db, userId, await checked(db, body), now);
  return ownAddress(db, { id, userId });
}

export async function changeAddress(db: Db, key: { id: number; userId: number }, body: Body, now: Date) {
  const fields = await checked(db, body);
  if (!(await updateAddress(db, key, fields, now))) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return ownAddress(db, key);
}

/** Orders keep their own copy of the address, so deleting it changes no order. */
export async function removeAddress(db: Db, key: { id: number; userId: number }) {
  if (!(await deleteAddress(db, key))) throw new DomainError('NOT_FOUND', NOT_FOUND);
}

export async function ownAddress(db: Db, key: { id: number; userId: number }) {
  const row = await addressOf(db, key);
  if (!row) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return toCustomerAddress(row);
}

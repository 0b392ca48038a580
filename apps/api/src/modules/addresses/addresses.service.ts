import type { addressBody, CustomerAddress } from '@store/contract';
import type { Db, DeliveryAddress } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import { activeCity, toCity } from '../cities';
import { deliveryChargeFor } from '../pincodes';
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
 * another city gets the store's "This pincode is for ..." message, naming pincode).
 */
async function checked(db: Db, body: Body) {
  const city = await activeCity(db, String(body.city_id));
  if (!city)
    throw new DomainError('UNKNOWN_CITY', 'Please choose one of our cities.', {
      city_id: 'is not a known city',
    });
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

/** An order's delivery address: the saved address it was chosen from and the copy the order keeps. */
export type Delivery = { addressId: number | null; deliveryAddress: DeliveryAddress | null };

const NOT_YOURS = 'is not one of your saved addresses';

/**
 * The address a service is delivered to must be one of the customer's own, in the booking's city and
 * at its pincode (the pincode priced the delivery). The order keeps a copy, so editing or deleting the
 * saved address later changes no order.
 */
export async function deliveryAddressFor(
  db: Db,
  userId: number,
  addressId: number | undefined,
  booking: { cityId: number; pincode: string | null },
): Promise<Delivery> {
  if (addressId === undefined) return { addressId: null, deliveryAddress: null };
  const row = await addressOf(db, { id: addressId, userId });
  if (!row) throw validationError({ address_id: NOT_YOURS }, 'Please choose one of your saved addresses.');
  const a = row.address;
  if (booking.pincode === null) {
    const message = 'This experience is not delivered to an address: leave address_id out.';
    throw validationError({ address_id: message }, message);
  }
  if (a.cityId !== booking.cityId || a.pincode !== booking.pincode) {
    const message = `This address is at pincode ${a.pincode}, but the booking is for ${booking.pincode}. Please choose an address at ${booking.pincode}.`;
    throw validationError({ address_id: message }, message);
  }
  const { name, mobile, line1, line2, landmark, pincode, latitude, longitude } = a;
  return {
    addressId: a.id,
    deliveryAddress: { name, mobile, line1, line2, landmark, pincode, latitude, longitude },
  };
}

/** An address answer to a booking question (ordered_address_id) must be one of the customer's own. */
export async function assertOwnAddresses(
  db: Db,
  userId: number,
  answers: readonly { question_id: number; ordered_address_id: number | null }[],
): Promise<void> {
  for (const { question_id, ordered_address_id: id } of answers) {
    if (id !== null && !(await addressOf(db, { id, userId }))) {
      const message = `ordered_address_id ${id} ${NOT_YOURS}`;
      throw validationError(
        { [`booking_questions.${question_id}`]: message },
        'Please choose one of your saved addresses.',
      );
    }
  }
}

/**
 * Address answers given after booking (the tracking page): each must be one of the customer's own
 * addresses, in the booking's city and at its pincode, or the vendor would go elsewhere than
 * booked. The refusal carries 'address_error' (the page then says to call customer care:
 * docs/product.md, "Booking questions").
 */
export async function assertAnswerAddresses(
  db: Db,
  userId: number,
  booking: { cityId: number; pincode: string | null },
  answers: readonly { question_id: number; ordered_address_id: number | null }[],
): Promise<void> {
  for (const { question_id, ordered_address_id: id } of answers) {
    if (id === null) continue;
    const row = await addressOf(db, { id, userId });
    const problem = !row
      ? `ordered_address_id ${id} ${NOT_YOURS}`
      : row.address.cityId !== booking.cityId
        ? `this address is in ${row.cityName}, not in the booking's city`
        : booking.pincode !== null && row.address.pincode !== booking.pincode
          ? `this address is at pincode ${row.address.pincode}, but the booking is for ${booking.pincode}`
          : null;
    if (problem) {
      const message = `address_error: ${problem}`;
      throw validationError({ [`booking_questions.${question_id}`]: message }, message);
    }
  }
}

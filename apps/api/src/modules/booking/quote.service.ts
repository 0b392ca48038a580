import type { BookingQuote, bookingDraft, City } from '@store/contract';
import type { Db } from '@store/db';
import {
  assertCustomizationNotice,
  assertPriceQuotable,
  assertSlotBookable,
  type CustomizationDefinition,
  deliveryText,
  needsPincode,
  priceDraft,
  validationError,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { sellable } from '../catalogue';
import { customizationsForPricing } from '../customizations';
import { deliveryChargeOf } from '../pincodes';
import { toBookingQuote } from './quote.dto';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _quoteRepository from './quote.repository';
import { findQuoteFacts } from './quote.repository';

type Draft = z.output<typeof bookingDraft>;
type Chosen = { date: string; slotId: number; startTime: string; endTime: string; slotStart: Date };
type Surge = { taskPercent: number; customizationPercent: number };
type QuoteFacts = NonNullable<Awaited<ReturnType<typeof findQuoteFacts>>>;

/**
 * The server's price of a booking draft: every rule of the booking and its prices checked
 * (docs/product.md, "Booking and its steps", "Prices: city prices and surges") on the way.
 */
export async function quoteDraft(db: Db, draft: Draft, city: City, now: Date): Promise<BookingQuote> {
  return (await priced(db, draft, city, now, false)).quote;
}

/**
 * The price of a booking made already, at another slot (a reschedule): an experience priced on
 * request since it was booked still moves, at the price it was booked at.
 */
export async function repriceBooked(db: Db, draft: Draft, city: City, now: Date): Promise<BookingQuote> {
  return (await priced(db, draft, city, now, false, true)).quote;
}

/** The same price, with the booking questions its checkout asks (one statement reads both). */
export async function quoteWithQuestions(db: Db, draft: Draft, city: City, now: Date) {
  return priced(db, draft, city, now, true);
}

/**
 * The experience, slot, pincode (and questions) come from one statement, the requested add-ons
 * from a second run beside it; the refusals follow in that order (experience, slot, pincode).
 */
async function priced(db: Db, draft: Draft, city: City, now: Date, withQuestions: boolean, booked = false) {
  const ids = draft.customizations.map((c) => c.customization_id);
  const [facts, offered] = await Promise.all([
    findQuoteFacts(db, {
      experienceId: draft.experience_id,
      cityId: city.id,
      slotId: draft.slot_id ?? null,
      date: draft.date ?? null,
      pincode: draft.pincode ?? null,
      withQuestions,
    }),
    ids.length > 0 ? customizationsForPricing(db, draft.experience_id, city.id, ids) : [],
  ]);
  const experience = sellable(facts?.experience, draft.experience_id, city);
  if (!booked) assertPriceQuotable(experience);
  const slot = chosenSlot(facts?.slot, draft, experience, city, now);
  const deliveryCharges = needsPincode(experience.pincodeCategory)
    ? chargeTo(draft.pincode, facts?.pincode, city)
    : 0;
  const surge: Surge = slot ?? { taskPercent: 0, customizationPercent: 0 };
  if (slot) {
    const notice = { offered, requested: draft.customizations, now, purchase: 'new_booking' } as const;
    assertCustomizationNotice({ ...notice, slotStart: slot.chosen.slotStart });
  }
  const price = priceDraft({
    basePrice: experience.basePrice,
    quantity: draft.quantity,
    taskPercent: surge.taskPercent,
    customizationPercent: surge.customizationPercent,
    deliveryCharges,
    offered: new Map<number, CustomizationDefinition>(offered.map((o) => [o.id, o])),
    requested: draft.customizations,
  });
  const quote = toBookingQuote({
    experience,
    city,
    draft,
    chosen: slot?.chosen ?? null,
    surge,
    deliveryCharges,
    deliveryText: deliveryText(deliveryCharges),
    price,
  });
  return { quote, questions: facts?.questions ?? [] };
}

/** The delivery charge to the draft's pincode, which this experience needs. */
function chargeTo(pincode: string | undefined, found: QuoteFacts['pincode'], city: City): number {
  if (!pincode)
    throw validationError({ pincode: 'Enter the delivery pincode' }, 'Enter the delivery pincode');
  return deliveryChargeOf(found, city);
}

function chosenSlot(
  row: QuoteFacts['slot'],
  draft: Draft,
  experience: { id: number; minHours: number; courier: boolean },
  city: City,
  now: Date,
): (Surge & { chosen: Chosen }) | null {
  const { date, slot_id: slotId } = draft;
  // Coupon and booking calls need a slot_id (docs/product.md, "Checkout"); a courier item ships without one.
  if (date === undefined && slotId === undefined && experience.courier) return null;
  if (date === undefined) throw validationError({ date: 'Choose a date' }, 'Choose a date');
  if (slotId === undefined) throw validationError({ slot_id: 'Choose a slot' }, 'Choose a slot');
  if (date < ymdInZone(now, city.time_zone)) {
    throw validationError({ date: `${date} is in the past` }, `${date} is in the past`);
  }
  if (!row || row.experienceId !== experience.id) {
    const message = `Slot ${slotId} is not a slot of this experience`;
    throw validationError({ slot_id: message }, message);
  }
  if (row.capacity === null || row.booked === null) {
    const message = `This slot is not offered on ${date}`;
    throw validationError({ slot_id: message }, message);
  }
  const slotStart = zonedDateTimeToInstant(date, row.startTime, city.time_zone);
  assertSlotBookable(
    { capacity: row.capacity, booked: row.booked, slotStart, minHours: experience.minHours, now },
    draft.quantity,
  );
  return {
    taskPercent: row.taskPercent,
    customizationPercent: row.customizationPercent,
    chosen: { date, slotId, startTime: row.startTime, endTime: row.endTime, slotStart },
  };
}

export function findSlotOnDate(...args: Parameters<typeof _quoteRepository.findSlotOnDate>) {
  return _quoteRepository.findSlotOnDate(...args);
}

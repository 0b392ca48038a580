import type { BookingQuote, bookingDraft, City } from '@store/contract';
import type { Db } from '@store/db';
import {
  type AddOnDefinition,
  assertAddOnNotice,
  assertSlotBookable,
  deliveryText,
  needsPincode,
  priceDraft,
  validationError,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { customizationsForPricing } from '../customizations/customizations.repository';
import { deliveryChargeFor } from '../pincodes/pincodes.service';
import { experienceSoldIn } from './experience-in-city.service';
import { toBookingQuote } from './quote.dto';
import { findSlotOnDate } from './quote.repository';

type Draft = z.output<typeof bookingDraft>;
type Chosen = { date: string; slotId: number; startTime: string; endTime: string; slotStart: Date };
type Surge = { taskPercent: number; customizationPercent: number };

/** The server's price of a booking draft: every rule of spec sections 5 and 9 checked on the way. */
export async function quoteDraft(db: Db, draft: Draft, city: City, now: Date): Promise<BookingQuote> {
  const experience = await experienceSoldIn(db, draft.experience_id, city);
  const ids = draft.customizations.map((c) => c.customization_id);
  const [slot, deliveryCharges, offered] = await Promise.all([
    chosenSlot(db, draft, experience, city, now),
    // Inside an async step, so a missing pincode rejects within Promise.all instead of throwing while
    // the slot lookup is already running (its rejection would then go unhandled and end the process).
    (async () =>
      needsPincode(experience.pincodeCategory)
        ? deliveryChargeFor(db, requiredPincode(draft.pincode), city)
        : 0)(),
    ids.length > 0 ? customizationsForPricing(db, experience.id, city.id, ids) : [],
  ]);
  const surge: Surge = slot ?? { taskPercent: 0, customizationPercent: 0 };
  if (slot) {
    const notice = { offered, requested: draft.customizations, now, purchase: 'new_booking' } as const;
    assertAddOnNotice({ ...notice, slotStart: slot.chosen.slotStart });
  }
  const price = priceDraft({
    basePrice: experience.basePrice,
    quantity: draft.quantity,
    taskPercent: surge.taskPercent,
    customizationPercent: surge.customizationPercent,
    deliveryCharges,
    offered: new Map<number, AddOnDefinition>(offered.map((o) => [o.id, o])),
    requested: draft.customizations,
  });
  return toBookingQuote({
    experience,
    city,
    draft,
    chosen: slot?.chosen ?? null,
    surge,
    deliveryCharges,
    deliveryText: deliveryText(deliveryCharges),
    price,
  });
}

function requiredPincode(pincode: string | undefined): string {
  if (!pincode)
    throw validationError({ pincode: 'Enter the delivery pincode' }, 'Enter the delivery pincode');
  return pincode;
}

async function chosenSlot(
  db: Db,
  draft: Draft,
  experience: { id: number; minHours: number; courier: boolean },
  city: City,
  now: Date,
): Promise<(Surge & { chosen: Chosen }) | null> {
  const { date, slot_id: slotId } = draft;
  // Coupon and booking calls need a slot_id (spec section 5); a courier item ships without one.
  if (date === undefined && slotId === undefined && experience.courier) return null;
  if (date === undefined) throw validationError({ date: 'Choose a date' }, 'Choose a date');
  if (slotId === undefined) throw validationError({ slot_id: 'Choose a slot' }, 'Choose a slot');
  if (date < ymdInZone(now, city.time_zone)) {
    throw validationError({ date: `${date} is in the past` }, `${date} is in the past`);
  }
  const row = await findSlotOnDate(db, { slotId, experienceId: experience.id, cityId: city.id, date });
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

import type { City, DraftCustomization } from '@store/contract';
import type { Db } from '@store/db';
import {
  assertCustomizationNotice,
  type CustomizationDefinition,
  type DraftPrice,
  priceDraft,
  validationError,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import { findSlotOnDate } from '../booking';
import { experienceSoldIn } from '../catalogue';
import { customizationsForPricing } from '../customizations';

export type BookedVisit = {
  experienceId: number;
  date: string | null;
  slotId: number | null;
};

/**
 * The server's price of add-ons bought for a booking, in the booking's city and at its date's
 * customization surge (docs/product.md, "Prices: city prices and surges"), with the quote's rules:
 * each add-on offered with the experience, within its limits, and with its own notice before the
 * slot. The booking must not have started yet.
 */
export async function priceCustomizationsFor(
  db: Db,
  booking: BookedVisit,
  city: City,
  requested: readonly DraftCustomization[],
  now: Date,
): Promise<DraftPrice> {
  const experience = await experienceSoldIn(db, booking.experienceId, city);
  const slot = await bookedSlot(db, booking, city);
  const passed = slot
    ? slot.start.getTime() <= now.getTime()
    : booking.date !== null && booking.date < ymdInZone(now, city.time_zone);
  if (passed) {
    const message = 'This booking has already taken place: add-ons can no longer be bought for it.';
    throw validationError({ id: message }, message);
  }
  const ids = requested.map((c) => c.customization_id);
  const offered = await customizationsForPricing(db, experience.id, city.id, ids);
  const price = priceDraft({
    basePrice: 0,
    quantity: 1,
    taskPercent: 0,
    customizationPercent: slot?.customizationPercent ?? 0,
    deliveryCharges: 0,
    offered: new Map<number, CustomizationDefinition>(offered.map((o) => [o.id, o])),
    requested,
  });
  if (slot) {
    assertCustomizationNotice({
      offered,
      requested,
      slotStart: slot.start,
      now,
      purchase: 'existing_booking',
    });
  }
  return price;
}

/** When the booked slot starts, with that date's customization surge; undefined without a slot. */
async function bookedSlot(db: Db, booking: BookedVisit, city: City) {
  if (booking.date === null || booking.slotId === null) return undefined;
  const row = await findSlotOnDate(db, {
    slotId: booking.slotId,
    experienceId: booking.experienceId,
    cityId: city.id,
    date: booking.date,
  });
  if (!row) return undefined;
  return {
    start: zonedDateTimeToInstant(booking.date, row.startTime, city.time_zone),
    customizationPercent: row.customizationPercent,
  };
}

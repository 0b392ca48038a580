import { bookingQuestionRows } from './booking-questions';
import { CATEGORIES, TAGS } from './catalogue';
import { CITIES, REGIONS } from './cities';
import { couponRows, giftCodeRows, walletRows } from './coupons';
import { CUSTOMIZATION_CITY_PRICES, CUSTOMIZATIONS, experienceCustomizationRows } from './customizations';
import {
  EXPERIENCES,
  experienceCityRows,
  experienceImageRows,
  experienceRows,
  experienceTagRows,
} from './experiences';
import { orderRows } from './orders';
import { PINCODES } from './pincodes';
import { COLLECTIONS, productRows } from './products';
import { quoteRows } from './quotes';
import { addDays, istInstant } from './random';
import { reviewDrafts, reviewImageUrl } from './reviews';
import { experienceSlots, slotCapacityRows } from './slots';
import { dateSurgeRows } from './surges';
import { userRows } from './users';
import { vendorCityRows, vendorExperienceRows, vendorRows } from './vendors';

/** Every row of the demo data set, per table, in insertion order. A pure function of `today`. */
export function buildSeedData(today: string) {
  addDays(today, 0); // validates the date
  const slots = EXPERIENCES.flatMap(experienceSlots);
  const orders = orderRows(EXPERIENCES, today);
  const capacities = slotCapacityRows(EXPERIENCES, today).map((row, i) => ({ id: i + 1, ...row }));

  // Upcoming seeded orders hold capacity, as a real booking would.
  const byKey = new Map(capacities.map((c) => [`${c.experienceId}:${c.cityId}:${c.date}:${c.slotId}`, c]));
  for (const o of orders) {
    if (o.status !== 'placed') continue;
    const row = byKey.get(`${o.experienceId}:${o.cityId}:${o.date}:${o.slotId}`);
    if (row) row.booked = Math.min(row.capacity, (row.booked ?? 0) + (o.quantity ?? 1));
  }

  const drafts = reviewDrafts(EXPERIENCES);
  const reviews = drafts.map((r) => ({
    id: r.id,
    experienceId: r.experienceId,
    cityId: r.cityId,
    customerName: r.customerName,
    rating: r.rating,
    body: r.body,
    createdAt: istInstant(addDays(today, -r.daysAgo), r.minuteOfDay),
  }));
  let reviewImageId = 0;
  const reviewImages = drafts.flatMap((r) =>
    Array.from({ length: r.imageCount }, (_, i) => ({
      id: ++reviewImageId,
      reviewId: r.id,
      url: reviewImageUrl(r.id, i + 1),
    })),
  );

  return {
    cities: CITIES,
    categories: CATEGORIES,
    regions: REGIONS,
    tags: TAGS,
    experiences: experienceRows(),
    experienceCities: experienceCityRows(),
    experienceTags: experienceTagRows(),
    experienceImages: experienceImageRows(),
    customizations: CUSTOMIZATIONS,
    customizationCityPrices: CUSTOMIZATION_CITY_PRICES,
    experienceCustomizations: experienceCustomizationRows(EXPERIENCES),
    pincodes: PINCODES,
    slots,
    slotCapacities: capacities,
    dateSurges: dateSurgeRows(EXPERIENCES, today),
    users: userRows(today),
    reviews,
    reviewImages,
    orders,
    quotes: quoteRows(today),
    productCollections: COLLECTIONS,
    products: productRows(),
    coupons: couponRows(today),
    walletTransactions: walletRows(today),
    giftCodes: giftCodeRows(today),
    bookingQuestions: bookingQuestionRows(EXPERIENCES),
    vendors: vendorRows(today),
    vendorCities: vendorCityRows(),
    vendorExperiences: vendorExperienceRows(EXPERIENCES),
  };
}

export type SeedData = ReturnType<typeof buildSeedData>;

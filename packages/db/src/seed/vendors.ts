import type { vendorCities, vendorExperiences, vendors } from '../schema';
import { BENGALURU, DELHI, HYDERABAD, MUMBAI, PUNE } from './cities';
import type { ExperienceSpec } from './experiences';
import { addDays, istInstant } from './random';

type VendorRow = typeof vendors.$inferInsert;
type VendorCityRow = typeof vendorCities.$inferInsert;
type VendorExperienceRow = typeof vendorExperiences.$inferInsert;

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const NO_SUNDAY = [1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

/**
 * The demo's partners, several per city so a rejected or unanswered request visibly moves on
 * (Delhi has five, so experiences 14 and 15 there have at least three vendors on any day). Ids are
 * fixed (vendor n's mobile is 91000000nn) so tests and journeys can name them; even ids take
 * WhatsApp. Each city's last vendor rests on Sundays, and Delhi's fourth works weekdays only.
 */
const SPECS: [id: number, name: string, cityId: number, workingDays: number[]][] = [
  [1, 'Balloon Bliss Decorators', DELHI, ALL_WEEK],
  [2, 'Surprise Squad Delhi', DELHI, ALL_WEEK],
  [3, 'Candle & Canopy Events', DELHI, ALL_WEEK],
  [4, 'Petal Perfect Decor', DELHI, WEEKDAYS],
  [5, 'Jashn Party Planners', DELHI, NO_SUNDAY],
  [6, 'Mumbai Moments', MUMBAI, ALL_WEEK],
  [7, 'Sea Breeze Celebrations', MUMBAI, ALL_WEEK],
  [8, 'Marine Lights Decor', MUMBAI, NO_SUNDAY],
  [9, 'Garden City Surprises', BENGALURU, ALL_WEEK],
  [10, 'Namma Party Co', BENGALURU, ALL_WEEK],
  [11, 'Silk Route Events', BENGALURU, NO_SUNDAY],
  [12, 'Charminar Celebrations', HYDERABAD, ALL_WEEK],
  [13, 'Pearl City Decor', HYDERABAD, ALL_WEEK],
  [14, 'Deccan Dream Events', HYDERABAD, NO_SUNDAY],
  [15, 'Peshwa Party House', PUNE, ALL_WEEK],
  [16, 'Sahyadri Surprises', PUNE, ALL_WEEK],
  [17, 'Koregaon Decorators', PUNE, NO_SUNDAY],
];

export function vendorRows(today: string): VendorRow[] {
  return SPECS.map(([id, name, , workingDays]) => ({
    id,
    name,
    mobile: `91000000${String(id).padStart(2, '0')}`,
    whatsappOptIn: id % 2 === 0,
    workingDays,
    createdAt: istInstant(addDays(today, -200 + id), 600),
    mobileVerifiedAt: istInstant(addDays(today, -200 + id), 600),
  }));
}

export function vendorCityRows(): VendorCityRow[] {
  return SPECS.map(([vendorId, , cityId]) => ({ vendorId, cityId }));
}

/**
 * Every vendor of a city serves every experience offered there; who is asked first turns with the
 * experience id, so the work is spread and each vendor is first somewhere.
 */
export function vendorExperienceRows(experiences: readonly ExperienceSpec[]): VendorExperienceRow[] {
  return experiences.flatMap((e) =>
    e.cities.flatMap(({ cityId }) => {
      const local = SPECS.filter(([, , city]) => city === cityId).map(([id]) => id);
      const turn = e.id % Math.max(local.length, 1);
      const ranked = [...local.slice(turn), ...local.slice(0, turn)];
      return ranked.map((vendorId, i) => ({ vendorId, experienceId: e.id, cityId, rank: i + 1 }));
    }),
  );
}

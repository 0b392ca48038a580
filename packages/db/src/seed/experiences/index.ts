import type { experienceCities, experienceImages, experiences, experienceTags } from '../../schema';
import { CATEGORY_OF, tagId } from '../catalogue';
import { DELHI, MUMBAI } from '../cities';
import { hash, rng } from '../random';
import { videoUrlOf } from '../videos';
import { KIND_COPY } from './copy';
import { DECOR } from './decor';
import { DINNERS } from './dinners';
import { GIFTS } from './gifts';
import { PARTY } from './party';
import { PHOTOSHOOTS, PLANNING, STAYS } from './photo-stays';
import type { ExperienceSpec } from './spec';
import { SURPRISES } from './surprises';

type ExperienceRow = typeof experiences.$inferInsert;
type ExperienceCityRow = typeof experienceCities.$inferInsert;
type ExperienceTagRow = typeof experienceTags.$inferInsert;
type ExperienceImageRow = typeof experienceImages.$inferInsert;

export type { ExperienceSpec } from './spec';

export const EXPERIENCES: ExperienceSpec[] = [
  ...DINNERS,
  ...DECOR,
  ...SURPRISES,
  ...PARTY,
  ...GIFTS,
  ...PHOTOSHOOTS,
  ...STAYS,
  ...PLANNING,
];

const VENUE_KINDS = new Set(['dinner', 'stay', 'planning', 'photo']);

export const isVenue = (e: ExperienceSpec): boolean => e.venue ?? VENUE_KINDS.has(e.kind);

/** 3 to 5 gallery pictures per experience; the first is the featured image. */
export const imageCount = (e: ExperienceSpec): number => 3 + (e.id % 3);
export const experienceImageUrl = (id: number, n: number): string => `/images/experiences/${id}-${n}.jpg`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Higher is more recommended: a fixed shuffle, with bestsellers and trending items lifted. */
function recommendedRanks(): Map<number, number> {
  const r = rng(hash('recommended'));
  const lift = (e: ExperienceSpec) => (e.badge === 'Bestseller' ? 2 : e.badge === 'Trending' ? 1 : 0);
  const order = r
    .sample(EXPERIENCES, EXPERIENCES.length)
    .sort((a, b) => lift(a) - lift(b))
    .map((e) => e.id);
  return new Map(order.map((id, i) => [id, (i + 1) * 10]));
}

/** Roughly a city-specific price: Mumbai costs more, other cities sometimes a little more. */
function cityPrice(e: ExperienceSpec, cityId: number, explicit: number | undefined): number {
  if (explicit) return explicit;
  if (cityId === DELHI) return 0;
  const r = rng(hash(`city-price:${e.id}:${cityId}`));
  if (!r.chance(cityId === MUMBAI ? 0.6 : 0.3)) return 0;
  const factor = cityId === MUMBAI ? 1.15 : 1.08;
  return Math.max(e.price + 100, Math.round((e.price * factor) / 100) * 100 - 1);
}

function pickFaq(e: ExperienceSpec) {
  const shared = KIND_COPY[e.kind].faq;
  const own = e.faq ?? [];
  const take = Math.max(2 - own.length, Math.min(shared.length, 2 + (e.id % 2)));
  const start = e.id % shared.length;
  const rotated = [...shared.slice(start), ...shared.slice(0, start)];
  return [...own, ...rotated.slice(0, Math.min(take, 4 - own.length))];
}

function pickNeedToKnow(e: ExperienceSpec): string[] {
  const shared = KIND_COPY[e.kind].needToKnow;
  const take = Math.min(shared.length, 2 + (e.id % 3));
  const start = e.id % shared.length;
  return [...shared.slice(start), ...shared.slice(0, start)].slice(0, take);
}

export function experienceRows(): ExperienceRow[] {
  const ranks = recommendedRanks();
  return EXPERIENCES.map((e) => ({
    id: e.id,
    name: e.name,
    shortLink: slug(e.name),
    categoryId: CATEGORY_OF[e.kind],
    subtitle: e.subtitle,
    about: e.about,
    inclusions: e.inclusions,
    faq: pickFaq(e),
    needToKnow: pickNeedToKnow(e),
    cancellationPolicy: KIND_COPY[e.kind].cancellation,
    videoUrl: videoUrlOf(e.id),
    featuredImage: experienceImageUrl(e.id, 1),
    altText: e.name,
    badge: e.badge ?? null,
    price: e.price,
    originalPrice: e.originalPrice,
    minHours: e.minHours,
    pincodeCategory: isVenue(e) ? -1 : 1,
    courier: e.courier ?? false,
    codAvailable: e.cod ?? false,
    offlineBooking: e.offline ?? false,
    isActive: true,
    recommendedRank: ranks.get(e.id) ?? 0,
  }));
}

export function experienceCityRows(): ExperienceCityRow[] {
  return EXPERIENCES.flatMap((e) =>
    e.cities.map((c) => ({
      experienceId: e.id,
      cityId: c.cityId,
      regionId: c.regionId,
      locality: c.locality,
      cityPrice: cityPrice(e, c.cityId, c.cityPrice),
    })),
  );
}

export function experienceTagRows(): ExperienceTagRow[] {
  return EXPERIENCES.flatMap((e) =>
    e.tags.map((t, i) => ({ experienceId: e.id, tagId: tagId(t), sortOrder: i })),
  );
}

const CAPTIONS = ['the setup', 'up close', 'the details', 'the moment', 'another angle'];

export function experienceImageRows(): ExperienceImageRow[] {
  let id = 0;
  return EXPERIENCES.flatMap((e) =>
    Array.from({ length: imageCount(e) }, (_, i) => ({
      id: ++id,
      experienceId: e.id,
      url: experienceImageUrl(e.id, i + 1),
      altText: `${e.name}: ${CAPTIONS[i] ?? 'gallery'}`,
      sortOrder: i,
    })),
  );
}

import type { FaqItem } from '../../schema';
import type { Kind, TagSlug } from '../catalogue';
import { cityName, regionId } from '../cities';

export type Badge = 'Bestseller' | 'Trending' | 'New';

export type CityLink = { cityId: number; regionId: number | null; locality: string; cityPrice?: number };

/** One experience as written by hand; `build.ts` turns it into rows. */
export type ExperienceSpec = {
  id: number;
  name: string;
  kind: Kind;
  subtitle: string;
  about: string;
  inclusions: string[];
  price: number;
  originalPrice: number;
  minHours: number;
  tags: TagSlug[];
  cities: CityLink[];
  badge?: Badge;
  /** Questions specific to this experience, shown before the shared ones of its kind. */
  faq?: FaqItem[];
  courier?: boolean;
  cod?: boolean;
  /** Customers may book it offline themselves (confirmed later). */
  offline?: boolean;
  /** Overrides the kind's default: true = held at a venue (no pincode), false = comes to the customer. */
  venue?: boolean;
};

/** A venue in a region of a city, optionally with a city-specific price. */
export const at = (
  cityId: number,
  region: string | null,
  locality: string,
  cityPrice?: number,
): CityLink => ({
  cityId,
  regionId: region === null ? null : regionId(cityId, region),
  locality,
  ...(cityPrice ? { cityPrice } : {}),
});

/** Delivered or performed at the customer's place, anywhere in each city. */
export const home = (...cityIds: number[]): CityLink[] =>
  cityIds.map((cityId) => ({ cityId, regionId: null, locality: `All over ${cityName(cityId)}` }));

import { CITY_COOKIE_MAX_AGE_MS, DEFAULT_CITY } from '@store/domain';

export const CITY_COOKIE = 'city_short_name';
export const SELECTED_CITY_KEY = 'selectedCity';

/** The default-city rule (docs/product.md, "Cities"): no stored city means Delhi NCR. */
export function cityOrDefault(shortName: string | undefined | null): string {
  return shortName && /^[a-z0-9-]{2,40}$/.test(shortName) ? shortName : DEFAULT_CITY.short_name;
}

export const CITY_COOKIE_MAX_AGE_SECONDS = CITY_COOKIE_MAX_AGE_MS / 1000;

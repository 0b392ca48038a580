import { type ApiClient, ApiError, endpoints } from '@store/api-client';
import type { City } from '@store/contract';
import { cityChange, pathAfterTagCheck } from '@store/domain';
import { writeCookie } from '@/lib/browser-cookies';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE_SECONDS, SELECTED_CITY_KEY } from '@/lib/city-cookie';

/** The cities where a tag has experiences; an unknown tag has none. Other failures let the visitor go on. */
async function citiesOfTag(api: ApiClient, tag: string, city: string): Promise<string[] | null> {
  try {
    const detail = await api.call(endpoints.tagByName, {
      params: { name: tag },
      hideAlert: true,
      headers: { CITY: city },
    });
    return detail.available_cities.map((c) => c.city_short_name);
  } catch (error) {
    return error instanceof ApiError && error.code === 'NOT_FOUND' ? [] : null;
  }
}

/**
 * Stores the visitor's city (the `city_short_name` cookie for 7 days and `selectedCity`) and moves
 * to where the city change leads (docs/product.md, "Cities"). Resolves once the navigation has started.
 */
export async function chooseCity(city: City, api: ApiClient): Promise<void> {
  const shortName = city.city_short_name;
  await writeCookie(CITY_COOKIE, shortName, CITY_COOKIE_MAX_AGE_SECONDS);
  localStorage.setItem(SELECTED_CITY_KEY, JSON.stringify(city));
  const { pathname, search } = window.location;
  const change = cityChange(pathname, shortName, new URLSearchParams(search).get('tag_source'));
  if (change.action === 'stay') return;
  if (change.action === 'reload') return window.location.reload();
  let target = change.path;
  if (change.tag) {
    const cities = await citiesOfTag(api, change.tag, shortName);
    if (cities) target = pathAfterTagCheck(change.path, shortName, cities);
  }
  // A full navigation, so that every server-rendered part follows the new city.
  window.location.assign(target === '/' ? '/' : `${target}${search}`);
}

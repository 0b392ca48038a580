/**
 * What a city change does to the page the visitor is on (docs/product.md, "Cities"): the city segment
 * of city-bearing paths is rewritten; on a tag listing the tag must exist in the new city, else the
 * visitor goes to `/`; home, order tracking and pages without a city reload.
 */
export type CityChange =
  | { action: 'reload' }
  | { action: 'stay' }
  /** `tag`: go only if this tag has experiences in the new city, else to `/`. */
  | { action: 'go'; path: string; tag?: string };

const SHORT_NAME = /^[a-z0-9-]{2,40}$/;
const REGION_ID = /^[0-9]{1,9}$/;

const CITY_SECOND = ['experiences', 'home', 'home-v2'];

/** The city named by a path: /experience/{id}/{city}/..., /experiences/{city}/..., /home[-v2]/{city}. */
export function cityOfPath(pathname: string): string | null {
  const parts = pathname.split('/');
  const segment =
    parts[1] === 'experience' ? parts[3] : CITY_SECOND.includes(parts[1] ?? '') ? parts[2] : undefined;
  return segment && SHORT_NAME.test(segment) ? segment : null;
}

export function cityChange(pathname: string, city: string, tagSource?: string | null): CityChange {
  const parts = pathname.split('/');
  const current = cityOfPath(pathname);
  if (current === null) return { action: 'reload' };
  if (current === city) return { action: 'stay' };
  if (parts[1] === 'experience') {
    parts[3] = city;
    return tagSource
      ? { action: 'go', path: parts.join('/'), tag: tagSource }
      : { action: 'go', path: parts.join('/') };
  }
  const tag = parts[1] === 'experiences' ? parts[3] : undefined;
  // A region (numeric id) belongs to one city: no other city has it.
  if (tag && REGION_ID.test(tag)) return { action: 'go', path: '/' };
  parts[2] = city;
  return tag ? { action: 'go', path: parts.join('/'), tag } : { action: 'go', path: parts.join('/') };
}

/** The end of a tag-dependent change: the path if the tag is offered in the new city, else `/`. */
export function pathAfterTagCheck(path: string, city: string, tagCities: readonly string[]): string {
  return tagCities.includes(city) ? path : '/';
}

/**
 * The city popup's counter (1, 2, 1, ... via nextCityPopupCounter) advances once per visit while
 * no city is chosen; the popup shows on visits where it is 1. A first-time visitor sees it at
 * once; one who closes it without choosing sees it again on every second visit at most.
 */
export const CITY_POPUP_SHOWS_AT = 1;

export function cityPopupShows(counter: number, hasChosenCity: boolean, closedThisVisit: boolean): boolean {
  return !hasChosenCity && !closedThisVisit && counter === CITY_POPUP_SHOWS_AT;
}

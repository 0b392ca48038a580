import { cityPopupShows, nextCityPopupCounter } from '@store/domain';
import { readCookie } from '@/lib/browser-cookies';
import { CITY_COOKIE } from '@/lib/city-cookie';

/** The counter lives in localStorage; a visit is one browser tab session (sessionStorage). */
const COUNTER_KEY = 'cityPopupCounter';
const VISIT_KEY = 'cityPopupVisit';
const CLOSED_KEY = 'cityPopupClosed';

const hasCityCookie = () => readCookie(CITY_COOKIE) !== null;

/**
 * Whether this page shows the city popup. The first page of a visit without a chosen city
 * advances the counter (1, 2, 1, ...); the whole visit keeps that value, so the popup shows on
 * every page of a counter-1 visit until the visitor picks a city or closes it.
 */
export function cityPopupDue(): boolean {
  try {
    if (hasCityCookie()) return false;
    let counter = Number(sessionStorage.getItem(VISIT_KEY));
    if (!sessionStorage.getItem(VISIT_KEY)) {
      counter = nextCityPopupCounter(Number(localStorage.getItem(COUNTER_KEY) ?? 0));
      localStorage.setItem(COUNTER_KEY, String(counter));
      sessionStorage.setItem(VISIT_KEY, String(counter));
    }
    return cityPopupShows(counter, false, sessionStorage.getItem(CLOSED_KEY) === '1');
  } catch {
    // Storage blocked (private modes): never nag a visitor we cannot remember.
    return false;
  }
}

export function closeCityPopupForVisit(): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Nothing to remember it in; the popup is closed for this page anyway.
  }
}

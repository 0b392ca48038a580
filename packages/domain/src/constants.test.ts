import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { nextCityPopupCounter } from './constants';

describe('the business constants', () => {
  it.each([
    ['LISTING_PAGE_SIZE', constants.LISTING_PAGE_SIZE, 12],
    ['HOME_TAG_PAGE_SIZE', constants.HOME_TAG_PAGE_SIZE, 8],
    ['REVIEW_IMAGES_DEFAULT_SIZE', constants.REVIEW_IMAGES_DEFAULT_SIZE, 2000],
    ['WISHLIST_FETCH_SIZE', constants.WISHLIST_FETCH_SIZE, 100],
    ['PARTY_STORE_MAX_PER_COLLECTION', constants.PARTY_STORE_MAX_PER_COLLECTION, 15],
    ['ORDER_NOTIFICATION_DELAY_MS', constants.ORDER_NOTIFICATION_DELAY_MS, 10_000],
    ['CITY_COOKIE_MAX_AGE_MS', constants.CITY_COOKIE_MAX_AGE_MS, 7 * 24 * 60 * 60 * 1000],
    ['VERSION_COOKIE_DAYS', constants.VERSION_COOKIE_DAYS, 7],
    ['CITY_POPUP_COUNTER', constants.CITY_POPUP_COUNTER, 2],
    ['TEXT_ANSWER_LIMIT', constants.TEXT_ANSWER_LIMIT, 10_000],
    ['SET_PASSWORD_REDIRECT_DELAY_MS', constants.SET_PASSWORD_REDIRECT_DELAY_MS, 2000],
    ['AUTH_ERROR_RELOAD_DELAY_MS', constants.AUTH_ERROR_RELOAD_DELAY_MS, 1500],
    ['HOLD_MINUTES', constants.HOLD_MINUTES, 15],
    ['DEFAULT_SORT', constants.DEFAULT_SORT, 'RECOMMENDED'],
    ['DEFAULT_APP_VERSION', constants.DEFAULT_APP_VERSION, 'webapp_browser_1001'],
    ['DEFAULT_VERSION', constants.DEFAULT_VERSION, 'v1'],
    ['SERVICE_WORKER_SCOPE', constants.SERVICE_WORKER_SCOPE, '/'],
    ['DEFAULT_PINCODE_CATEGORY', constants.DEFAULT_PINCODE_CATEGORY, -1],
    ['DEFAULT_TIME_ZONE', constants.DEFAULT_TIME_ZONE, 'Asia/Kolkata'],
  ] as const)('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the default city and the toast settings', () => {
    expect(constants.DEFAULT_CITY).toEqual({ id: 1, short_name: 'delhi-ncr', name: 'Delhi NCR' });
    expect(constants.TOAST).toEqual({ durationMs: 3000, position: 'bottom-center', maxVisible: 1 });
  });
});

describe('nextCityPopupCounter', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 1],
    [3, 1],
    [-1, 1],
    [1.5, 1],
    [Number.NaN, 1],
  ])('%d -> %d', (current, next) => {
    expect(nextCityPopupCounter(current)).toBe(next);
  });

  it('cycles 1, 2, 1, 2', () => {
    const seen: number[] = [];
    let counter = 0;
    for (let i = 0; i < 5; i++) {
      counter = nextCityPopupCounter(counter);
      seen.push(counter);
    }
    expect(seen).toEqual([1, 2, 1, 2, 1]);
  });
});

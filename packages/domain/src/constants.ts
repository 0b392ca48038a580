export interface City {
  readonly id: number;
  readonly short_name: string;
  readonly name: string;
}

export const DEFAULT_CITY: City = { id: 1, short_name: 'delhi-ncr', name: 'Delhi NCR' };

export const LISTING_PAGE_SIZE = 12;
export const HOME_TAG_PAGE_SIZE = 8;
export const REVIEW_IMAGES_DEFAULT_SIZE = 2000;
export const WISHLIST_FETCH_SIZE = 100;
export const PARTY_STORE_MAX_PER_COLLECTION = 15;

export const ORDER_NOTIFICATION_DELAY_MS = 10_000;
export const SET_PASSWORD_REDIRECT_DELAY_MS = 2000;
export const AUTH_ERROR_RELOAD_DELAY_MS = 1500;

export const CITY_COOKIE_MAX_AGE_MS = 604_800_000;
export const VERSION_COOKIE_DAYS = 7;

/** The city popup counter runs 1, 2, 1, 2, ... */
export const CITY_POPUP_COUNTER = 2;

export function nextCityPopupCounter(current: number): number {
  return Number.isInteger(current) && current >= 0 && current < CITY_POPUP_COUNTER ? current + 1 : 1;
}

export const TEXT_ANSWER_LIMIT = 10_000;

export const SORT_OPTIONS = ['RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'RECOMMENDED';

export const TOAST = { durationMs: 3000, position: 'bottom-center', maxVisible: 1 } as const;

export const DEFAULT_APP_VERSION = 'webapp_browser_1001';
export const DEFAULT_VERSION = 'v1';

/** Minutes an unpaid online order holds its slot capacity (docs/server-rules.md, "Places and orders"). */
export const HOLD_MINUTES = 15;

export const SERVICE_WORKER_SCOPE = '/';
export const DEFAULT_PINCODE_CATEGORY = -1;
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The fixed customer-support number operations answer on (docs/product.md, "Business constants"):
 * each order's ops_contact.
 */
export const OPS_CONTACT = '+91 90000 12345';
/** Where customers write to us, and when the support number answers (the contact and policy pages). */
export const SUPPORT_EMAIL = 'support@experience-store.in';
export const SUPPORT_HOURS = '9 AM to 9 PM, every day';

/** Store paths (docs/product.md, "Pages and paths"), built in one place. */
export function experiencePageUrl(id: number, cityShortName: string, shortLink: string): string {
  return `/experience/${id}/${cityShortName}/${shortLink}`;
}

/** A tag listing, or a region page when given a region id. */
export function listingUrl(cityShortName: string, tagSlugOrRegionId: string | number): string {
  return `/experiences/${cityShortName}/${tagSlugOrRegionId}`;
}

/** The order tracking screen of an order (docs/product.md, "Order tracking"). */
export function trackOrderPath(orderId: number): string {
  return `/track_order/${orderId}`;
}

/** The account area; its tabs are hashes (docs/product.md, "Profile area"). */
export const PROFILE_PATH = '/profile';

/** The help and policy pages a payment provider asks for, linked from every page's footer. */
export const LEGAL_PATHS = {
  terms: '/terms',
  privacy: '/privacy',
  refunds: '/refund-policy',
  contact: '/contact',
} as const;

/** The store's vendor response page, opened from a booking request's signed link (`?token=…`). */
export const VENDOR_RESPONSE_PATH = '/vendor/response';

/** The store's page of a vendor's payout statements, opened from their signed link (`?token=…`). */
export const VENDOR_STATEMENTS_PATH = '/vendor/statements';

const FORM_PAGES = [
  '/checkout',
  '/track_order',
  PROFILE_PATH,
  '/redeem',
  '/sm_authenticate',
  VENDOR_RESPONSE_PATH,
  VENDOR_STATEMENTS_PATH,
];
const QUIET_PAGES = [...FORM_PAGES, ...Object.values(LEGAL_PATHS)];

/**
 * Pages where the customer (or a vendor) fills in a form (checkout, order tracking, the account
 * area, a vendor's answer to a booking request) or reads
 * what they agree to (the policies, how to reach us): no panel that floats over the page (the city
 * question, the recent-booking notice) is shown there, so nothing covers a field, a coupon, a
 * button or the text the customer must reach.
 */
export function isQuietPage(pathname: string): boolean {
  return QUIET_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

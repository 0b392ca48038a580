/** Read once per process: where the server side of the store finds the API. */
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
/** The API origin as the visitor's browser reaches it (CORS allows only the store's origin). */
export const API_PUBLIC_URL = process.env.API_PUBLIC_URL ?? API_URL;
/** Catalogue pages are regenerated at most this often. */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** The cache tag of every catalogue answer: the console's changes drop them all at once (`/api/revalidate`). */
export const CATALOGUE_TAG = 'catalogue';
/** Shared with the API (its REVALIDATE_SECRET): who may ask `/api/revalidate`; empty: nobody (the route is a 404). */
export const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET
  ? checked('REVALIDATE_SECRET', process.env.REVALIDATE_SECRET, /^\S{16,200}$/)
  : '';
/** The store's public origin, for canonical URLs, Open Graph and JSON-LD (absolute links). */
export const SITE_URL = checked(
  'SITE_URL',
  process.env.SITE_URL || 'http://localhost:3000',
  /^https?:\/\/[^\s/]+\/?$/,
).replace(/\/+$/, '');
/** The outside party store; a product's page is `${PARTY_STORE_URL}/products/{handle}`. */
export const PARTY_STORE_URL = checked(
  'PARTY_STORE_URL',
  process.env.PARTY_STORE_URL || 'https://party.experience-store.in',
  /^https?:\/\/[^\s/]+(\/[^\s]*)?$/,
).replace(/\/+$/, '');
/** The party-store collections shown in the strip, in order (the seed has 1 to 4). */
export const PARTY_STORE_COLLECTION_IDS = checked(
  'PARTY_STORE_COLLECTION_IDS',
  process.env.PARTY_STORE_COLLECTION_IDS || '1,2',
  /^[0-9]{1,9}(,[0-9]{1,9})*$/,
);
/** Google Tag Manager container id (GTM-XXXX); empty: no tag manager script at all. */
export const GTM_ID = process.env.GTM_ID ? checked('GTM_ID', process.env.GTM_ID, /^GTM-[A-Z0-9]{4,12}$/) : '';
/** Where the tag manager script is fetched from (tests point it at a local stand-in). */
export const GTM_SCRIPT_URL = checked(
  'GTM_SCRIPT_URL',
  process.env.GTM_SCRIPT_URL || 'https://www.googletagmanager.com/gtm.js',
  /^https?:\/\/[^\s]+$/,
);

/** Google sign-in (Google Identity Services): its button shows when a client id is set (the API's too). */
export const GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID
  ? checked('GOOGLE_CLIENT_ID', process.env.GOOGLE_CLIENT_ID, /^[\w.-]{3,200}$/)
  : '';
/** Where the Google Identity Services script comes from (tests point it at a local stand-in). */
export const GOOGLE_GSI_SCRIPT_URL = checked(
  'GOOGLE_GSI_SCRIPT_URL',
  process.env.GOOGLE_GSI_SCRIPT_URL || 'https://accounts.google.com/gsi/client',
  /^https?:\/\/[^\s]+$/,
);
/** Facebook sign-in: its button shows when an app id is set (the API also needs the app secret). */
export const FACEBOOK_APP_ID = process.env.FACEBOOK_APP_ID
  ? checked('FACEBOOK_APP_ID', process.env.FACEBOOK_APP_ID, /^[0-9]{1,30}$/)
  : '';
/** Where the Facebook JavaScript SDK comes from (tests point it at a local stand-in). */
export const FACEBOOK_SDK_URL = checked(
  'FACEBOOK_SDK_URL',
  process.env.FACEBOOK_SDK_URL || 'https://connect.facebook.net/en_US/sdk.js',
  /^https?:\/\/[^\s]+$/,
);

/** The API's card/UPI provider (the same value as the API's): the store's CSP allows only its scripts and frames. */
export const PAYMENT_PROVIDER = checked(
  'PAYMENT_PROVIDER',
  process.env.PAYMENT_PROVIDER || 'sandbox',
  /^(sandbox|razorpay)$/,
) as 'sandbox' | 'razorpay';

/**
 * Paytm's payment page, where the checkout posts Paytm's signed form: set it (the API's
 * PAYTM_GATEWAY_URL) where the API has Paytm, so the CSP's form-action lets that one post through.
 */
export const PAYTM_GATEWAY_URL = process.env.PAYTM_GATEWAY_URL
  ? checked('PAYTM_GATEWAY_URL', process.env.PAYTM_GATEWAY_URL, /^https?:\/\/[^\s;,]+$/)
  : '';

/** Where browsers report Content-Security-Policy violations (the journeys collect them); empty: nowhere. */
export const CSP_REPORT_URI = process.env.CSP_REPORT_URI
  ? checked('CSP_REPORT_URI', process.env.CSP_REPORT_URI, /^https?:\/\/[^\s;,]+$/)
  : '';

/**
 * The address map's tiles (a Leaflet URL template); OpenStreetMap's by default, whose usage policy
 * asks for the attribution below. A paid tile service or a self-hosted one is a setting away, and the
 * journeys point it at a local stand-in. Its origin is added to the CSP's img-src.
 */
export const MAP_TILE_URL = checked(
  'MAP_TILE_URL',
  process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /^https?:\/\/[^\s{}]+\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
);
export const MAP_ATTRIBUTION = process.env.MAP_ATTRIBUTION || '© OpenStreetMap contributors';

/**
 * Failures in visitors' browsers go to Sentry when set (its SDK is loaded only after a failure,
 * never with the page), else to the API's log. Read at run time by the reporter, so one build serves
 * stores with and without it.
 */
export const SENTRY_BROWSER_DSN = process.env.SENTRY_BROWSER_DSN
  ? checked(
      'SENTRY_BROWSER_DSN',
      process.env.SENTRY_BROWSER_DSN,
      /^https?:\/\/\w+@[\w.-]+(:\d+)?\/(\S+\/)?\d+$/,
    )
  : '';
/** Sentry's environment tag for the browser's reports. */
export const SENTRY_ENVIRONMENT = process.env.SENTRY_ENVIRONMENT || process.env.NODE_ENV || 'production';

/** A bad value stops the store at start with the variable's name (docs/architecture.md, "Settings"). */
function checked(name: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`${name} is not valid: ${JSON.stringify(value)}`);
  return value;
}

import { createHash } from 'node:crypto';
import { BOOTSTRAP } from '@/modules/observability/bootstrap';
import {
  API_PUBLIC_URL,
  CSP_REPORT_URI,
  FACEBOOK_APP_ID,
  FACEBOOK_SDK_URL,
  GOOGLE_CLIENT_ID,
  GOOGLE_GSI_SCRIPT_URL,
  GTM_ID,
  GTM_SCRIPT_URL,
  MAP_TILE_URL,
  PAYMENT_PROVIDER,
  PAYTM_GATEWAY_URL,
  SENTRY_BROWSER_DSN,
} from './config.server';

type Directives = Record<string, string[]>;

const origin = (url: string) => new URL(url).origin;

/** The error-reporting bootstrap, allowed by its hash where inline scripts need a nonce. */
const BOOTSTRAP_HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP).digest('base64')}'`;

/**
 * The store's Content-Security-Policy: its own origin, the API, and only the outside providers this
 * store is configured with (their scripts load only when used, and only from these hosts).
 *
 * With a `nonce` (the personal pages: profile, checkout, tracking, vendor links and the like, which
 * hold addresses, links' secrets and payments), no inline script runs but Next's own, stamped with
 * this response's nonce, and the error-reporting bootstrap, by its hash: injected markup cannot run
 * a script there. Those pages render per request anyway (their content is the visitor's).
 *
 * The catalogue's pages allow 'unsafe-inline' instead: Next writes each page's data as inline
 * scripts, and a nonce must be new on every response, which would render every catalogue page on
 * every request: no prerendered pages, nothing a CDN may cache, the Lighthouse budget gone. They
 * hold nothing of the visitor's, React escapes what they render, and nothing can load a script from
 * a host outside this list, frame the store, or post a form elsewhere.
 *
 * Read per request (the proxy), not at build time: one build serves stores with different settings.
 */
export function contentSecurityPolicy(
  options: { nonce?: string | undefined; development?: boolean } = {},
): string {
  const development = options.development ?? process.env.NODE_ENV !== 'production';
  const inline = options.nonce ? [`'nonce-${options.nonce}'`, BOOTSTRAP_HASH] : ["'unsafe-inline'"];
  const api = origin(API_PUBLIC_URL);
  const d: Directives = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only for `next dev` (React's development build evaluates code).
    'script-src': ["'self'", ...inline, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The address map's tiles (the map itself is our own script, loaded only on its step), and
    // the vendors' setup photos, which the API serves.
    'img-src': ["'self'", 'data:', 'blob:', origin(MAP_TILE_URL), api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api],
    'frame-src': [],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const allow = (directive: string, ...sources: string[]) => {
    const list = d[directive] ?? [];
    for (const source of sources) if (!list.includes(source)) list.push(source);
    d[directive] = list;
  };

  if (PAYMENT_PROVIDER === 'razorpay') {
    allow('script-src', 'https://checkout.razorpay.com');
    allow('frame-src', 'https://api.razorpay.com', 'https://checkout.razorpay.com');
    allow('connect-src', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com');
    allow('img-src', 'https://cdn.razorpay.com');
  } else {
    // The sandbox's stand-in checkout script and its payment window are served by the API.
    allow('script-src', api);
    allow('frame-src', api);
  }
  // Paytm's checkout is a form posted to its payment page: the one place a form leaves the store.
  if (PAYTM_GATEWAY_URL) allow('form-action', origin(PAYTM_GATEWAY_URL));
  if (GTM_ID) {
    allow('script-src', origin(GTM_SCRIPT_URL), 'https://www.googletagmanager.com');
    allow('img-src', 'https://www.googletagmanager.com', 'https://*.google-analytics.com');
    allow(
      'connect-src',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
  }
  if (GOOGLE_CLIENT_ID) {
    // Google Identity Services' documented hosts: the script, its button frame, its styles.
    allow('script-src', origin(GOOGLE_GSI_SCRIPT_URL), 'https://accounts.google.com');
    allow('frame-src', 'https://accounts.google.com');
    allow('connect-src', 'https://accounts.google.com');
    allow('style-src', 'https://accounts.google.com');
  }
  if (FACEBOOK_APP_ID) {
    allow('script-src', origin(FACEBOOK_SDK_URL), 'https://connect.facebook.net');
    allow('frame-src', 'https://www.facebook.com', 'https://web.facebook.com');
    allow('connect-src', 'https://graph.facebook.com', 'https://www.facebook.com');
    allow('img-src', 'https://www.facebook.com');
  }
  // Browser failures go to Sentry's ingest host only when a browser DSN is set (the SDK is our own).
  if (SENTRY_BROWSER_DSN) allow('connect-src', origin(SENTRY_BROWSER_DSN));
  if (d['frame-src']?.length === 0) d['frame-src'] = ["'none'"];
  if (CSP_REPORT_URI) d['report-uri'] = [CSP_REPORT_URI];
  return Object.entries(d)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

import { REQUEST_ID_HEADER } from '@store/contract/request-id';
import { type NextRequest, NextResponse } from 'next/server';
import { CITY_COOKIE, cityOrDefault } from './lib/city-cookie';
import { PAGE_REQUEST_ID_TIMING, requestIdFor } from './lib/request-id';
import { contentSecurityPolicy } from './lib/security-headers';
import { homePathFor, VERSION_COOKIE, versionOrDefault } from './lib/version-cookie';

// Built once per process: the catalogue's policy depends only on this store's settings.
const CSP = contentSecurityPolicy();

/**
 * Pages with the visitor's own data or a link's secret: their policy carries a nonce new on every
 * response, so no inline script but Next's runs there. Each renders per request (`dynamic`), since
 * Next stamps the nonce only on a page it renders; a prerendered page would have none.
 */
const PERSONAL_PAGES = [
  '/profile',
  '/checkout',
  '/track_order',
  '/vendor',
  '/redeem',
  '/verify-email',
  '/sm_authenticate',
];
const isPersonal = (path: string) => PERSONAL_PAGES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Every page gets this store's Content-Security-Policy here, at request time: headers in
 * next.config.ts are fixed when the store is built, and one build serves stores with different
 * providers. Catalogue pages stay prerendered; the proxy only adds a header. Personal pages get a
 * policy with a fresh nonce (PERSONAL_PAGES).
 *
 * `/` depends on the visitor's city and version cookies. Rewriting it to `/home/{city}` (v1) or
 * `/home-v2/{city}` keeps each home page a cached, revalidated page per city instead of rendering
 * it on every request.
 *
 * Each page request gets an id (the load balancer's X-Request-Id when sane): the page's own calls
 * to the API send it on, so one id finds a page and its API calls in the logs.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const nonce = isPersonal(request.nextUrl.pathname) ? btoa(crypto.randomUUID()) : undefined;
  const csp = nonce ? contentSecurityPolicy({ nonce }) : CSP;
  // Next reads the nonce from the request's policy and stamps it on the scripts it writes.
  if (nonce) headers.set('Content-Security-Policy', csp);
  const response =
    request.nextUrl.pathname === '/'
      ? NextResponse.rewrite(new URL(homePage(request), request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // The page's scripts cannot read its headers, but they can read its Server-Timing: the browser's
  // calls and its failure reports name the page's id from there (page-request-id.ts).
  response.headers.set('Server-Timing', `${PAGE_REQUEST_ID_TIMING};desc="${requestId}"`);
  return response;
}

function homePage(request: NextRequest): string {
  const city = cityOrDefault(request.cookies.get(CITY_COOKIE)?.value);
  const version = versionOrDefault(request.cookies.get(VERSION_COOKIE)?.value);
  return homePathFor(version, city);
}

// Documents only: built assets, images, the video and the service worker need no page policy, nor
// do the React Server Component payloads of client navigations and prefetches (not documents; this
// keeps the proxy off the many prefetches a catalogue page makes). `/` is always matched: its
// rewrite applies to those payloads too.
export const config = {
  matcher: [
    '/',
    {
      source: '/((?!_next/static|_next/image|images/|icons/|videos/|favicon\\.ico|sw\\.js).*)',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-router-prefetch' },
      ],
    },
  ],
};

import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

/**
 * The same on every response, whatever the store's settings, so fixed at build time here. The
 * Content-Security-Policy depends on the providers a store runs with and is set per request by
 * src/proxy.ts.
 */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without CSP frame-ancestors: the store is never framed.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Google and Facebook sign-in and Razorpay may open a popup that reports back to this window.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), usb=()' },
];

/**
 * How long a CDN may keep a catalogue page: as Next says it for a page it rendered itself (its
 * `revalidate`, 60 s, and stale while it fetches anew). Said here too because a store process that
 * serves a page another one rendered, from the shared cache, knows nothing of its lifetime and would
 * send none: a CDN would then keep it for its own default, or not at all. Next keeps a Cache-Control
 * set here (send-payload: "we don't override it").
 */
const CATALOGUE_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=31535940';
const CATALOGUE_PAGES = [
  '/',
  '/home/:city',
  '/home-v2/:city',
  '/experiences/:city/:tag',
  '/experience/:id/:city/:shortLink',
  '/quotes',
  '/quotes/:slug',
  '/quotes/tag/:tag',
];

/**
 * A fleet's store processes share Next's cache in Redis (cache-handler.mjs): a page one renders, all
 * serve, and a revalidation reaching one drops it for all; a picture one resizes, all serve. Without
 * REDIS_URL (one process: the demo, the tests' stores) pages stay in this process's memory and
 * resized pictures on its disk.
 */
const sharedCache = Boolean(process.env.REDIS_URL);
const cacheHandler = sharedCache
  ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

const config: NextConfig = {
  // Lets parallel builds (one per developer task) keep out of each other's way.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  ...cacheHandler,
  transpilePackages: ['@store/api-client', '@store/contract', '@store/domain'],
  poweredByHeader: false,
  // The proxy (src/proxy.ts) rewrites `/` to the visitor's home page. Normalized, the URL it is given
  // names 'localhost' while the server knows itself by the address it listens on, so Next took the
  // rewrite for another site and fetched the page from itself over HTTP: every home page was
  // requested twice, and under load the inner request was reset ('Failed to proxy … socket hang
  // up', a journey failing now and then). Unnormalized, it is the server's own URL: an internal
  // rewrite. The store has no pages-router data URLs, the only thing normalization is for.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  experimental: {
    // Pages rendered on demand (a never-asked short link's redirect, an unknown experience's 404,
    // every listing of a city and tag) are kept in Next's in-memory cache, at most
    // cacheMaxMemorySize (50 MB) of them, least used first out. Flushed to disk, each was about
    // seven files under .next/server for as long as the build lives: anyone could fill the disk
    // by asking for made-up addresses. A restart starts with a cold cache, which the API's own
    // catalogue cache absorbs. Resized images keep their disk cache (images.maximumDiskCacheSize
    // below), which Next ties to this setting unless patched (patches/next+16.4.6.patch).
    isrFlushToDisk: false,
  },
  // Bundles Sentry's browser SDK on the server, for browsers that failed (modules/observability): a
  // native tool, required as it is installed rather than bundled.
  serverExternalPackages: ['esbuild'],
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    ...CATALOGUE_PAGES.map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: CATALOGUE_PAGE_CACHE }],
    })),
  ],
  images: {
    // Images are local files under /images, except the party store's when the API takes its
    // products from Shopify (SHOPIFY_STORE_DOMAIN): those are on Shopify's CDN. Both are resized
    // here, so browsers load them from the store's own origin and its CSP stays as it is.
    // WebP only (Next's default). AVIF was 13% smaller on the seed's pictures at Next's qualities,
    // but sharp took 4.3x as long to make each one, and a phone takes longer to decode it: the first
    // screen's pictures are decoded before its first frame, which on home is also its largest paint.
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/images/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopify.com', pathname: '/s/files/**' }],
    // Fewer widths than Next's default ten: every card's srcset is written into the page, and the
    // home page carries about a hundred cards. 1920 covers a full-width image on any common screen.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
    // Each resized image is made once and kept on disk, the least used dropped beyond this size
    // (Next's default is half the free disk). Only real images at the widths above are kept: an
    // address for another width, or for an image that does not exist, is refused and not stored.
    maximumDiskCacheSize: 512 * 1024 * 1024,
    // A picture never changes under its name: an upload gets a new name, and the seed's pictures
    // (the demo's) never change. So browsers and the CDN keep each size a year (Next's default is
    // 4 hours, after which every phone asks again for every card's picture).
    minimumCacheTTL: 31_536_000,
    customCacheHandler: sharedCache,
  },
};

export default config;

import cors from '@fastify/cors';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import type { FastifyInstance } from 'fastify';

// What @fastify/cors reads and writes at run time, which its types leave out: a route's own
// options laid over the plugin's (config.cors), and whether a preflight was taken up.
declare module 'fastify' {
  interface FastifyContextConfig {
    cors?: { origin?: string[] };
  }
  interface FastifyRequest {
    corsPreflightEnabled?: boolean;
  }
}

/** How long a browser may reuse a CORS preflight's answer (Chrome caps it at two hours). */
const PREFLIGHT_MAX_AGE_S = 7200;

export type CrossOriginOptions = {
  /** The store's origins: the only ones allowed on the store's API. */
  webOrigins: string[];
  /** The operator console's origins: the only ones allowed on its API. */
  consoleOrigins: string[];
  /** The request headers a browser may send (the contract's, and the development clock's when on). */
  allowedHeaders: string[];
};

/**
 * The store's origins on the store's API, the console's on the console's: neither calls the
 * other's. @fastify/cors runs with fixed options (the store's), and every route under the console's
 * prefix, its preflight route included, carries the console's origins in its route config, which
 * the plugin lays over them. A delegator choosing the options per request had the plugin rebuild
 * and normalise them on every request: about 8 µs, an eighth of a cached catalogue answer.
 */
export async function allowCrossOrigin(app: FastifyInstance, options: CrossOriginOptions): Promise<void> {
  const consolePrefix = `${CONSOLE_API_PREFIX}/`;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(consolePrefix)) return;
    route.config = { ...route.config, cors: { origin: options.consoleOrigins } };
  });
  await app.register(cors, {
    origin: options.webOrigins,
    allowedHeaders: options.allowedHeaders,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // Every store call sends the session and city headers, so each is preflighted: without a
    // max age Chrome keeps a preflight's answer for 5 s and a phone pays one more round trip
    // per call on every page (the role and wishlist calls of each page, an order's reload). Two
    // hours is Chrome's cap; a call with a header or method not in the cached answer still asks.
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  // The plugin's own preflight route (OPTIONS *) has the store's origins; the console's paths
  // get one of their own, which the onRoute hook above gives the console's. The plugin's hook
  // answers a preflight before any route runs; one it did not take up is an unknown route.
  app.options(`${consolePrefix}*`, { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) {
      reply.callNotFound();
      return;
    }
    reply.send();
  });
}

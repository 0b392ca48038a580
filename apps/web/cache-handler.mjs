// Next's cache of pages and catalogue answers in Redis, shared by every store process of a fleet
// (next.config.ts uses this file only when REDIS_URL is set). A page rendered by one process is
// served by all, and the console's revalidation, which reaches one process through the balancer,
// drops the catalogue's pages for all of them at once. Read by Next itself at start, outside the
// app's bundle, so it reads its two settings here rather than in src/lib/config.server.ts.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

/**
 * The longest a page waits on Redis. Past it, or while Redis is down or reconnecting, the cache
 * answers "not cached": the page is rendered from the API, slower but right, and never served from
 * a copy of this process's own that another process's revalidation could not reach.
 */
const REDIS_TIMEOUT_MS = 500;

CacheHandler.onCreation(() => {
  // One client per process, however many times Next asks for the handler.
  globalThis.storeCacheHandler ??= (() => {
    const client = createClient({
      url: process.env.REDIS_URL,
      // A lost connection is tried again every half second at most; meanwhile pages render.
      socket: { connectTimeout: 2_000, reconnectStrategy: (tries) => Math.min(50 * 2 ** tries, 500) },
      pingInterval: 10_000,
    });
    let warned = false;
    client.on('error', (error) => {
      // Once per outage, not once per reconnection try.
      if (!warned)
        console.warn(`[cache] Redis: ${error.message}; pages render from the API until it is back`);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
    // Not awaited: a store process starts and serves while Redis is away.
    client.connect().catch(() => undefined);
    return {
      handlers: [
        createRedisHandler({
          client,
          keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'store:',
          timeoutMs: REDIS_TIMEOUT_MS,
        }),
      ],
    };
  })();
  return globalThis.storeCacheHandler;
});

export default CacheHandler;

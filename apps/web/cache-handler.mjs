// Next's cache of pages, catalogue answers and resized pictures in Redis, shared by every store process of a fleet
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

/**
 * The Redis handler keeps pages' bytes as base64 but knows nothing of resized pictures (Next's IMAGE
 * entries, which it hands to this cache too): their bytes would be written as a JSON array of numbers
 * and read back as one. So a picture's bytes go in and come out as base64 here.
 */
function withPictures(handler) {
  return {
    ...handler,
    name: `${handler.name}-with-pictures`,
    async get(key, meta) {
      const entry = await handler.get(key, meta);
      const value = entry?.value;
      if (value?.kind !== 'IMAGE' || typeof value.buffer !== 'string') return entry;
      return { ...entry, value: { ...value, buffer: Buffer.from(value.buffer, 'base64') } };
    },
    set(key, entry, options) {
      const value = entry?.value;
      if (value?.kind !== 'IMAGE' || !Buffer.isBuffer(value.buffer)) return handler.set(key, entry, options);
      return handler.set(
        key,
        { ...entry, value: { ...value, buffer: value.buffer.toString('base64') } },
        options,
      );
    },
  };
}

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
        withPictures(
          createRedisHandler({
            client,
            keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'store:',
            timeoutMs: REDIS_TIMEOUT_MS,
          }),
        ),
      ],
    };
  })();
  return globalThis.storeCacheHandler;
});

export default CacheHandler;

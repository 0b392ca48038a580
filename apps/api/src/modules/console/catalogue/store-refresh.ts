import type { FastifyBaseLogger } from 'fastify';
import type { TtlCache } from '../../../http/ttl-cache';

/** Where the store's on-demand revalidation answers (apps/web `POST /api/revalidate`) and its shared secret. */
export type StoreRevalidation = { urls: string[]; secret: string };

/** The store's revalidation address on each of its origins. */
export const revalidationUrls = (webOrigins: string[]): string[] =>
  [...new Set(webOrigins)].map((origin) => `${origin.replace(/\/+$/, '')}/api/revalidate`);

/** The longest a change waits on a store to drop its pages; past it, the store's 60 s revalidation does it. */
const REVALIDATE_TIMEOUT_MS = 5_000;

/**
 * After a catalogue change: the API's catalogue cache is emptied at once, then each store origin is
 * asked to drop its cached catalogue pages (Next's revalidateTag), so the next visit renders them
 * afresh: the experience page, listings, the home page and the sitemap. A store that does not answer
 * is logged, never a failure of the change (already committed); without a secret nothing is asked.
 */
export async function refreshStore(
  cache: TtlCache,
  revalidation: StoreRevalidation | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  cache.clear();
  if (!revalidation) return;
  await Promise.all(
    revalidation.urls.map(async (url) => {
      try {
        const reply = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${revalidation.secret}` },
          signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
        });
        if (!reply.ok)
          log.warn({ url, status: reply.status }, 'the store refused to revalidate its catalogue');
      } catch (error) {
        log.warn({ url, err: error }, 'the store could not be asked to revalidate its catalogue');
      }
    }),
  );
}

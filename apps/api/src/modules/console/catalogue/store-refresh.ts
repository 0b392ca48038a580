import type { Db } from '@store/db';
import type { FastifyBaseLogger } from 'fastify';
import type { TtlCache } from '../../../http/ttl-cache';
import { catalogueChanged } from '../../catalogue';

/**
 * Where the store's on-demand revalidation answers (apps/web `POST /api/revalidate`) and its shared
 * secret; the CDN in front of the store, which gets an HTTP `PURGE` after each change; and when to
 * ask both again (see refreshStore).
 */
export type StoreRevalidation = {
  urls: string[];
  secret: string;
  cdnPurgeUrl?: string | undefined;
  againAfterMs?: number | undefined;
};

/** The store's revalidation address on each of its origins. */
export const revalidationUrls = (webOrigins: string[]): string[] =>
  [...new Set(webOrigins)].map((origin) => `${origin.replace(/\/+$/, '')}/api/revalidate`);

/** The longest a change waits on a store to drop its pages; past it, the store's 60 s revalidation does it. */
const REVALIDATE_TIMEOUT_MS = 5_000;

/**
 * After a catalogue change: the API's catalogue cache is emptied at once and the catalogue's version
 * moved on (so every other API process drops its own within its next look), then each store origin is
 * asked to drop its cached catalogue pages (Next's revalidateTag), so the next visit renders them
 * afresh: the experience page, listings, the home page and the sitemap; and the CDN is told to
 * drop what it keeps. A store or CDN that does not answer is logged, never a failure of the change
 * (already committed); without a secret nothing is asked.
 *
 * On a fleet the store's new render may reach another API process that has not yet looked at the
 * version, and so still answers from its cache. So both are asked once more `againAfterMs` later
 * (past every process's next look), by a timer of this process: a change is on every store process
 * and through the CDN within that time (README).
 */
export async function refreshStore(
  db: Db,
  cache: TtlCache,
  revalidation: StoreRevalidation | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  cache.clear();
  await catalogueChanged(db);
  if (!revalidation) return;
  await askStoreAndCdn(revalidation, log);
  if (revalidation.againAfterMs)
    setTimeout(() => void askStoreAndCdn(revalidation, log), revalidation.againAfterMs).unref();
}

async function askStoreAndCdn(revalidation: StoreRevalidation, log: FastifyBaseLogger): Promise<void> {
  const ask = async (url: string, init: RequestInit, what: string) => {
    try {
      const reply = await fetch(url, { ...init, signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS) });
      if (!reply.ok) log.warn({ url, status: reply.status }, `${what} refused`);
    } catch (error) {
      log.warn({ url, err: error }, `${what} could not be asked`);
    }
  };
  await Promise.all(
    revalidation.urls.map((url) =>
      ask(
        url,
        { method: 'POST', headers: { authorization: `Bearer ${revalidation.secret}` } },
        "the store's revalidation of its catalogue",
      ),
    ),
  );
  // After the store: a CDN asked first could fetch the old page again from a store not yet told.
  if (revalidation.cdnPurgeUrl)
    await ask(
      revalidation.cdnPurgeUrl,
      { method: 'PURGE', headers: { authorization: `Bearer ${revalidation.secret}` } },
      "the CDN's purge of the store's pages",
    );
}

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { TtlCache } from './ttl-cache';

/**
 * How long a shared cache in front of the API (a CDN, the fleet's caching proxy) may keep an answer
 * and serve it while it asks again. Browsers keep nothing (max-age=0): they ask again with the ETag
 * and get a 304 when nothing changed.
 */
export type Freshness = { sMaxAge: number; staleWhileRevalidate: number };

/**
 * Catalogue answers: a console change reaches a shared cache within `sMaxAge`, plus at most one
 * visitor's answer during `staleWhileRevalidate` (the one that makes the cache ask again), so at most
 * 90 s after the API's own catalogue cache lets it go.
 */
export const CATALOGUE_FRESHNESS: Freshness = { sMaxAge: 30, staleWhileRevalidate: 60 };
/** A slot calendar: a second at most; a booking checks the places live anyway. */
export const AVAILABILITY_FRESHNESS: Freshness = { sMaxAge: 1, staleWhileRevalidate: 0 };

const cacheControl = ({ sMaxAge, staleWhileRevalidate }: Freshness) =>
  `public, max-age=0, s-maxage=${sMaxAge}${staleWhileRevalidate > 0 ? `, stale-while-revalidate=${staleWhileRevalidate}` : ''}`;

type Cached = { body: Buffer; etag: string };

/**
 * Answers from the catalogue cache. The cache holds the serialized body as UTF-8 bytes and its
 * ETag, so a hit costs no database round trip, no JSON.stringify and no hashing on every send;
 * Fastify writes a Buffer as is. The answer is the same for everyone asking with the same address
 * and CITY header (Vary), so shared caches may keep it; a caller that has it gets a 304.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<unknown>,
  freshness: Freshness = CATALOGUE_FRESHNESS,
): Promise<FastifyReply> {
  const { body, etag } = await cache.get<Cached>(key, async () => {
    const body = Buffer.from(JSON.stringify(await load()));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
  reply.header('cache-control', cacheControl(freshness)).header('etag', etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, CITY` : 'CITY');
  if (isFresh(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Whether If-None-Match names this ETag (weakly: a proxy that compressed it may have marked it W/). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

import type { FastifyReply } from 'fastify';
import type { TtlCache } from './ttl-cache';

/**
 * Answers from the catalogue cache. The cache holds the serialized body as UTF-8 bytes, so a hit
 * costs no database round trip, no JSON.stringify and no re-encoding of the text on every send;
 * Fastify writes a Buffer as is, with its length as content-length.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.get(key, async () => Buffer.from(JSON.stringify(await load())));
  return reply.type('application/json; charset=utf-8').send(body);
}

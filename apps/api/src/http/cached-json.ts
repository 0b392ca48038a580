import type { FastifyReply } from 'fastify';
import type { TtlCache } from './ttl-cache';

/**
 * Answers from the catalogue cache. The cache holds the serialized body, so a hit costs no
 * database round trip and no JSON.stringify; Fastify sends a string with a content type as is.
 */
export async function sendCachedJson(
  reply: FastifyReply,
  cache: TtlCache,
  key: string,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.get(key, async () => JSON.stringify(await load()));
  return reply.type('application/json; charset=utf-8').send(body);
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a load balancer or the store's server may send as X-Request-Id: kept so one id follows a
 * request through every tier's logs. Anything else (too long, other characters: a log-injection
 * attempt, a header stuffed with text) is replaced, never cleaned up into something misleading.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{8,128}$/;

/** Fastify's genReqId: the caller's sane id, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer carries the id its log lines carry (`reqId`), 404s and errors included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

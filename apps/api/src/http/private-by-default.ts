import type { FastifyInstance } from 'fastify';

/**
 * Every answer is private and kept by nobody unless its route said otherwise (the catalogue's
 * shared-cache headers, a file's immutable caching): a personal answer (an order, a wallet, a
 * profile) must never be kept by a CDN or a proxy in front of the API, and a route that forgot to
 * say is safe by default. A plain callback hook: it runs on every answer.
 */
export function privateByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
}

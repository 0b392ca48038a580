import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The API answers JSON, so its pages may load nothing and be framed by nobody. The sandbox payment
 * window sets its own policy (frame-ancestors: the store origins), which replaces this one and
 * makes browsers ignore X-Frame-Options. The checkout script is loaded by the store from another
 * origin (and, in the demo, another site), hence a cross-origin resource policy.
 */
const API_SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
} as const;

/**
 * Helmet's headers on every answer, errors and unknown routes included. Helmet's middleware is
 * built once: @fastify/helmet 13 builds it again on every request (parsing and checking the options
 * each time), which was about a twentieth of the API's CPU on an uncached experience call. One
 * policy serves every route, so nothing here needs a per-route build.
 */
export function secureEveryAnswer(app: FastifyInstance): void {
  const apply = helmet(API_SECURITY_HEADERS);
  // Helmet 8.1 throws a bad option rather than passing it on, and its options are fixed above.
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, () => done());
  });
}

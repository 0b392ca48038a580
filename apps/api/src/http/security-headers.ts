import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * What Helmet's middleware writes on a response with these options, found once by running it
 * against a response that records the headers. The options hold no function of the request, so
 * every answer gets the same headers.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8.1 throws a bad option rather than passing it on, and its options are fixed above.
  helmet(API_SECURITY_HEADERS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers on every answer, errors and unknown routes included. They are worked out once
 * (helmetHeaders) and set with Fastify's own reply.headers: running Helmet's chain of eleven
 * middlewares on every request, each writing to the raw response, cost about 10 µs a request, a
 * sixth of a cached catalogue answer (@fastify/helmet 13 was dearer still: it built the middleware
 * again on every request). A route may still set its own (the sandbox payment window's CSP).
 */
export function secureEveryAnswer(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

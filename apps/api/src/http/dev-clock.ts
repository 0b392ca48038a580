import { AsyncLocalStorage } from 'node:async_hooks';
import { validationError } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';

/** The development-only header that sets one request's time (absent from production's CORS and API). */
export const DEV_NOW_HEADER = 'X-Dev-Now';

const asOf = new AsyncLocalStorage<Date>();

/**
 * Development only: a request carrying `X-Dev-Now: <ISO date-time>` is decided as of that moment,
 * through the same injected clock, so a demo or a journey can act on the day of a booking weeks
 * ahead (a vendor marking it "on the way") without moving every other request's time. Set in
 * preValidation, after the body is read, so the handler runs inside the context.
 */
export function requestClock(app: FastifyInstance, base: Clock): Clock {
  const name = DEV_NOW_HEADER.toLowerCase();
  app.addHook('preValidation', (request, _reply, done) => {
    const header = request.headers[name];
    if (header === undefined) return done();
    const at = typeof header === 'string' ? new Date(header) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime())) {
      const text = 'must be an ISO date-time';
      return done(validationError({ [DEV_NOW_HEADER]: text }, `Invalid ${DEV_NOW_HEADER} header: ${text}`));
    }
    asOf.run(at, done);
  });
  return () => asOf.getStore() ?? base();
}

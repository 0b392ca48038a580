import { STORE_HEADER_NAMES, storeHeaders } from '@store/contract';
import { validationError } from '@store/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Every request's store headers (spec section 7) are checked against the contract before any
 * route sees them: a NUL in CITY or an overlong token is a 400 naming the header, never a
 * database error (issue 11 item 18).
 */
export function checkStoreHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const sent = Object.fromEntries(
      Object.keys(STORE_HEADER_NAMES).map((name) => {
        const value = request.headers[name];
        return [name, Array.isArray(value) ? value.join(', ') : value];
      }),
    );
    const parsed = storeHeaders.safeParse(sent);
    if (parsed.success) return;
    const issue = parsed.error.issues[0];
    const header = STORE_HEADER_NAMES[issue?.path[0] as keyof typeof STORE_HEADER_NAMES] ?? 'header';
    const text = issue?.message ?? 'is invalid';
    throw validationError({ [header]: text }, `Invalid ${header} header: ${text}`);
  });
}

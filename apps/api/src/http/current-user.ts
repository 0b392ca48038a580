import type { Db } from '@store/db';
import { DomainError, isOperator, ROLES, type Role } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { type CurrentUser, liveSessionOf } from '../modules/sessions';

export type { CurrentUser };

/**
 * The session token: X-CSRF-TOKEN, or `Authorization: Bearer` (docs/architecture.md, "Requests and
 * answers").
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  const csrf = (Array.isArray(header) ? header[0] : header)?.trim();
  if (csrf) return csrf;
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return bearer?.[1];
}

/** The live session the token opens, of either kind: no token is 'No Token supplied.' (401), a dead one 401. */
export async function liveSession(db: Db, request: FastifyRequest, now: Date): Promise<CurrentUser> {
  const token = sessionToken(request);
  if (!token) throw new DomainError('NO_TOKEN');
  const session = await liveSessionOf(db, token, now);
  if (!session) throw new DomainError('UNAUTHORIZED');
  return session;
}

/**
 * The signed-in user, or a 401/403 (docs/http-contract.md, "Replies and errors"). A console session
 * is no store session: it works on the console's API only, so a token taken from the console opens
 * nothing in the store.
 */
export async function requireUser(db: Db, request: FastifyRequest, now: Date): Promise<CurrentUser> {
  const user = await liveSession(db, request, now);
  if (user.kind !== 'store') throw new DomainError('UNAUTHORIZED');
  return user;
}

/** The signed-in user when they hold one of the roles, else 403. */
export async function requireRole(
  db: Db,
  request: FastifyRequest,
  now: Date,
  roles: readonly Role[],
): Promise<CurrentUser> {
  const user = await requireUser(db, request, now);
  if (roles.includes(user.role)) return user;
  // An operator on a staff route of the store: the same power is the console's, behind its factor.
  if (isOperator(user.role) && roles.includes('agent')) throw new DomainError('CONSOLE_ONLY');
  throw new DomainError('FORBIDDEN');
}

const signedIn = new WeakMap<FastifyRequest, CurrentUser>();

/**
 * A preValidation hook: who may call is checked before the body is, so a stranger learns nothing
 * about the input rules and gets the 401/403 (docs/http-contract.md, "Replies and errors").
 */
export function authorize(db: Db, clock: () => Date, roles: readonly Role[]) {
  return async (request: FastifyRequest) => {
    signedIn.set(request, await requireRole(db, request, clock(), roles));
  };
}

/** The user `authorize` let through. */
export function authorizedUser(request: FastifyRequest): CurrentUser {
  const user = signedIn.get(request);
  if (!user) throw new Error('authorizedUser used on a route without authorize');
  return user;
}

/** The signed-in user when a token is sent (a dead one is still a 401), else undefined. */
export async function optionalUser(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<CurrentUser | undefined> {
  return sessionToken(request) ? requireUser(db, request, now) : undefined;
}

export const SIGNED_IN: readonly Role[] = ROLES;

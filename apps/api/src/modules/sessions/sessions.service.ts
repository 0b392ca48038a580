import { randomBytes } from 'node:crypto';
import type { Db, SessionKind } from '@store/db';
import {
  CONSOLE_SESSION_ABSOLUTE_MS,
  CONSOLE_SESSION_IDLE_MS,
  isSessionLive,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from '@store/domain';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _sessionsRepository from './sessions.repository';
import { findSession, insertSession, touchSession } from './sessions.repository';
import { hashToken } from './token';

const LIFETIME_MS: Record<SessionKind, number> = {
  store: SESSION_ABSOLUTE_MS,
  console: CONSOLE_SESSION_ABSOLUTE_MS,
};
const IDLE_MS: Record<SessionKind, number> = { store: SESSION_IDLE_MS, console: CONSOLE_SESSION_IDLE_MS };

/** The session's user as every guarded request sees them. */
export type CurrentUser = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * The live session a token opens, of either kind, or undefined when it is unknown, ended, or idle
 * too long. Its last use is written at most once per touch interval, so a busy customer costs no
 * write per request.
 */
export async function liveSessionOf(db: Db, token: string, now: Date): Promise<CurrentUser | undefined> {
  const session = await findSession(db, hashToken(token));
  if (!session || !isSessionLive(session, now, IDLE_MS[session.kind])) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS)
    await touchSession(db, session.sessionId, now);
  return session;
}

/**
 * A new session at every sign-in: 256 random bits to the client, only their hash stored. A console
 * session is opened only after the second factor and works on the console's API only.
 */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  kind: SessionKind = 'store',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
    kind,
  });
  return token;
}

export function revokeSession(...args: Parameters<typeof _sessionsRepository.revokeSession>) {
  return _sessionsRepository.revokeSession(...args);
}

export function revokeUserSessions(...args: Parameters<typeof _sessionsRepository.revokeUserSessions>) {
  return _sessionsRepository.revokeUserSessions(...args);
}

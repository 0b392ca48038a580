import { randomBytes } from 'node:crypto';
import type { Db, SessionKind } from '@store/db';
import { CONSOLE_SESSION_ABSOLUTE_MS, SESSION_ABSOLUTE_MS } from '@store/domain';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _sessionsRepository from './sessions.repository';
import { insertSession } from './sessions.repository';
import { hashToken } from './token';

const LIFETIME_MS: Record<SessionKind, number> = {
  store: SESSION_ABSOLUTE_MS,
  console: CONSOLE_SESSION_ABSOLUTE_MS,
};

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

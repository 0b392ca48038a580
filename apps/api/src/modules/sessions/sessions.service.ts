import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import { SESSION_ABSOLUTE_MS } from '@store/domain';
import { insertSession } from './sessions.repository';
import { hashToken } from './token';

/** A new session at every sign-in: 256 random bits to the client, only their hash stored. */
export async function startSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

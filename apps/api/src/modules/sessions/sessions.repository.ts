import { type Db, preparedOn, type SessionKind, schema } from '@store/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';

const { sessions, users } = schema;

/** A session with its user, by the token's hash; whether it is still live is the caller's rule. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await sessionByToken(db).execute({ tokenHash });
  return row;
}

// Every signed-in request asks it.
const sessionByToken = preparedOn((db) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      kind: sessions.kind,
      userId: users.id,
      role: users.role,
      firstName: users.firstName,
      mobile: users.mobile,
      mobileVerified: users.mobileVerified,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

export async function insertSession(
  db: Db,
  row: { userId: number; tokenHash: string; now: Date; expiresAt: Date; kind: SessionKind },
): Promise<void> {
  await db.insert(sessions).values({
    userId: row.userId,
    tokenHash: row.tokenHash,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
    kind: row.kind,
  });
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every other live session of the user: after a password change or reset, only this one stays. */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

import { randomBytes } from 'node:crypto';
import { type SessionKind, schema } from '@store/db';
import type { Role } from '@store/domain';
import { hashToken } from '../../src/modules/sessions/token';
import { TEST_NOW } from './fixtures';
import type { TestApp } from './test-app';

const DAY_MS = 86_400_000;

/**
 * A live session for a seed user, as sign-in will create it: the token goes to the caller, only
 * its hash to the database. Returns the token to send as X-CSRF-TOKEN.
 */
export async function sessionFor(
  t: TestApp,
  userId: number,
  options: { expiresAt?: Date; revokedAt?: Date; kind?: SessionKind; at?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Opened at `at` (a test whose clock moves on days opens its sessions then).
  const at = options.at ?? TEST_NOW;
  await t.database.db.insert(schema.sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: options.expiresAt ?? new Date(at.getTime() + 30 * DAY_MS),
    revokedAt: options.revokedAt ?? null,
    kind: options.kind ?? 'store',
  });
  return token;
}

/** A user with the role, on a mobile the seed does not hold, returning its id. */
export async function userWithRole(t: TestApp, role: Role, mobile: string) {
  const [row] = await t.database.db
    .insert(schema.users)
    .values({ firstName: role, mobile, role, referralCode: `R${mobile}`, createdAt: TEST_NOW })
    .returning({ id: schema.users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

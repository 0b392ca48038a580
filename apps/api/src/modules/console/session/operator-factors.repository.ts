import { type Db, schema } from '@store/db';
import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';

const { operatorFactors, operatorRecoveryCodes } = schema;
export type OperatorFactorRow = typeof operatorFactors.$inferSelect;

export async function findFactor(db: Db, userId: number): Promise<OperatorFactorRow | undefined> {
  const [row] = await db.select().from(operatorFactors).where(eq(operatorFactors.userId, userId)).limit(1);
  return row;
}

/** Whether the operator has a confirmed authenticator. */
export async function hasConfirmedFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: operatorFactors.userId })
    .from(operatorFactors)
    .where(and(eq(operatorFactors.userId, userId), isNotNull(operatorFactors.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/** A new, unconfirmed secret; replaces an earlier unconfirmed one, never a confirmed one. */
export async function putPendingFactor(db: Db, userId: number, secret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(operatorFactors)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: operatorFactors.userId,
      set: { secret, createdAt: now, lastStep: 0 },
      setWhere: isNull(operatorFactors.confirmedAt),
    })
    .returning({ userId: operatorFactors.userId });
  return rows.length === 1;
}

/**
 * Takes a code's 30-second step: only if it is newer than every step taken before, in one
 * conditional update, so two requests with one code (or a code seen over a shoulder) open one
 * session at most. `confirm` marks a pending secret as set up in the same statement.
 */
export async function takeStep(
  db: Db,
  userId: number,
  step: number,
  confirm?: { now: Date },
): Promise<boolean> {
  const rows = await db
    .update(operatorFactors)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: confirm.now } : {}) })
    .where(
      and(
        eq(operatorFactors.userId, userId),
        lt(operatorFactors.lastStep, step),
        confirm ? isNull(operatorFactors.confirmedAt) : isNotNull(operatorFactors.confirmedAt),
      ),
    )
    .returning({ userId: operatorFactors.userId });
  return rows.length === 1;
}

/** The recovery codes of an enrolment replace any earlier ones. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
  await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once: false when it is unknown or already used. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.userId, userId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes an operator's authenticator and its recovery codes (the server's reset). */
export async function removeFactor(db: Db, userId: number): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
  await db.delete(operatorFactors).where(eq(operatorFactors.userId, userId));
}

import { type Db, schema } from '@store/db';

type OtpPurpose = schema.OtpPurpose;

import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

const { otpCodes } = schema;

/** Serialises code sends per mobile inside a transaction, on PostgreSQL and PGlite alike. */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
}

export async function sendTimesSince(db: Db, mobile: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

export async function insertOtp(db: Db, row: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(row);
}

/** The newest code of an attempt: a new send replaces the earlier code. */
export async function latestOtp(db: Db, key: { mobile: string; purpose: OtpPurpose; deviceId: string }) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, key.mobile),
        eq(otpCodes.purpose, key.purpose),
        eq(otpCodes.deviceId, key.deviceId),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Counts one guess, atomically, only while guesses are left; undefined when none were. */
export async function takeGuess(db: Db, id: number, maxGuesses: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ guesses: sql`${otpCodes.guesses} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.guesses, maxGuesses), isNull(otpCodes.usedAt)))
    .returning({ guesses: otpCodes.guesses });
  return row;
}

/** Spends the code; false when a concurrent request spent it first. */
export async function spendOtp(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

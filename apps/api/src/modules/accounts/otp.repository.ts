import { type Db, schema } from '@store/db';

type OtpPurpose = schema.OtpPurpose;

import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

const { otpCodes, smsOutbox } = schema;

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

export async function insertSms(db: Db, row: typeof smsOutbox.$inferInsert): Promise<number> {
  try {
    const [created] = await db.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
    if (!created) throw new Error('the outbox insert returned no row');
    return created.id;
  } catch (error) {
    // Drizzle's error carries the query's parameters, the text with its code: it must not reach a log.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
    throw new Error(`storing a text in the SMS outbox failed (SQLSTATE ${code})`);
  }
}

export async function deleteSmsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before));
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

export async function outboxMessages(db: Db, mobile: string) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(50);
}

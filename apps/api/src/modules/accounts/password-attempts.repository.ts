import { type Db, schema } from '@store/db';
import { PASSWORD_DELAYS, passwordDelayMs } from '@store/domain';
import { eq, sql } from 'drizzle-orm';

const { passwordAttempts } = schema;

/**
 * Counts one password attempt on an account if its delay has passed, in one statement, so that
 * parallel attempts cannot slip in together after a wait: undefined when it came too soon, with
 * how long is left.
 */
export async function claimPasswordAttempt(
  db: Db,
  account: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; waitMs: number }> {
  const { freeAttempts, firstDelayMs, maxDelayMs } = PASSWORD_DELAYS;
  const past = sql`least(${passwordAttempts.attempts} - ${freeAttempts}, 20)`;
  const claimed = await db
    .insert(passwordAttempts)
    .values({ account, attempts: 1, lastAt: now })
    .onConflictDoUpdate({
      target: passwordAttempts.account,
      set: { attempts: sql`${passwordAttempts.attempts} + 1`, lastAt: now },
      setWhere: sql`${passwordAttempts.attempts} < ${freeAttempts}
        or ${passwordAttempts.lastAt} + least(${firstDelayMs} * power(2, ${past}), ${maxDelayMs}) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ attempts: passwordAttempts.attempts });
  if (claimed.length > 0) return { ok: true };
  const [row] = await db.select().from(passwordAttempts).where(eq(passwordAttempts.account, account));
  const waitMs = row ? row.lastAt.getTime() + passwordDelayMs(row.attempts) - now.getTime() : 0;
  return { ok: false, waitMs };
}

/** A right password: the account's attempts start again from none. */
export async function clearPasswordAttempts(db: Db, account: string): Promise<void> {
  await db.delete(passwordAttempts).where(eq(passwordAttempts.account, account));
}

import { type Db, schema } from '@store/db';
import type { RetainedRecord } from '@store/domain';
import { and, isNotNull, lt, or } from 'drizzle-orm';

const { devices, mobileProofs, otpCodes, passwordAttempts, paymentEvents, rateLimits, sessions } = schema;

/** Deletes each kind of record past its cut-off; how many of each went. */
export async function deleteRecordsBefore(
  db: Db,
  cutoff: Record<RetainedRecord, Date>,
): Promise<Record<RetainedRecord, number>> {
  const gone = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    rateLimits: await gone(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, cutoff.rateLimits))
        .returning({ key: rateLimits.key }),
    ),
    passwordAttempts: await gone(
      db
        .delete(passwordAttempts)
        .where(lt(passwordAttempts.lastAt, cutoff.passwordAttempts))
        .returning({ account: passwordAttempts.account }),
    ),
    otpCodes: await gone(
      db.delete(otpCodes).where(lt(otpCodes.expiresAt, cutoff.otpCodes)).returning({ id: otpCodes.id }),
    ),
    mobileProofs: await gone(
      db
        .delete(mobileProofs)
        .where(lt(mobileProofs.expiresAt, cutoff.mobileProofs))
        .returning({ id: mobileProofs.id }),
    ),
    sessions: await gone(
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, cutoff.sessions),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff.sessions)),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    devices: await gone(
      db.delete(devices).where(lt(devices.updatedAt, cutoff.devices)).returning({ id: devices.deviceId }),
    ),
    paymentEvents: await gone(
      db
        .delete(paymentEvents)
        .where(lt(paymentEvents.receivedAt, cutoff.paymentEvents))
        .returning({ id: paymentEvents.eventId }),
    ),
  };
}

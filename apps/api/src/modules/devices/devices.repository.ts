import { type Db, schema } from '@store/db';
import { sql } from 'drizzle-orm';

const { devices } = schema;

/**
 * One row per browser (its kept UUID): a new subscription replaces the old, and a guest's browser
 * goes to the first account that registers it. A browser registered to an account stays with it:
 * another account or a guest naming its id changes nothing (false), or anyone knowing a customer's
 * device id could send that customer's messages to their own push endpoint.
 */
export async function upsertDevice(db: Db, row: typeof devices.$inferInsert): Promise<boolean> {
  const userId = row.userId ?? null;
  const written = await db
    .insert(devices)
    .values(row)
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: {
        userId: sql`coalesce(${devices.userId}, excluded.user_id)`,
        deviceOs: row.deviceOs,
        registrationId: row.registrationId,
        registrationApp: row.registrationApp,
        updatedAt: row.updatedAt,
      },
      setWhere:
        userId === null
          ? sql`${devices.userId} is null`
          : sql`${devices.userId} is null or ${devices.userId} = ${userId}`,
    })
    .returning({ deviceId: devices.deviceId });
  return written.length > 0;
}

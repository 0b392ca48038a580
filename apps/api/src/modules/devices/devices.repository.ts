import { type Db, schema } from '@store/db';

const { devices } = schema;

/** One row per browser (its kept UUID): a new subscription or a new owner replaces the old. */
export async function upsertDevice(db: Db, row: typeof devices.$inferInsert): Promise<void> {
  await db
    .insert(devices)
    .values(row)
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: {
        userId: row.userId ?? null,
        deviceOs: row.deviceOs,
        registrationId: row.registrationId,
        registrationApp: row.registrationApp,
        updatedAt: row.updatedAt,
      },
    });
}

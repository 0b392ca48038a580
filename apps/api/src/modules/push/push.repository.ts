import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const { devices, pushKeys } = schema;
const THE_PAIR = 1;

export async function findPushKeys(db: Db) {
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, THE_PAIR)).limit(1);
  return row;
}

/** Keeps the first pair any replica made; a later one loses quietly and reads the first. */
export async function insertPushKeys(db: Db, keys: { publicKey: string; privateKey: string }, now: Date) {
  await db
    .insert(pushKeys)
    .values({ id: THE_PAIR, ...keys, createdAt: now })
    .onConflictDoNothing();
}

export async function devicesOfUser(db: Db, userId: number) {
  return db
    .select({ deviceId: devices.deviceId, registrationId: devices.registrationId })
    .from(devices)
    .where(eq(devices.userId, userId));
}

export async function deleteDevice(db: Db, deviceId: string): Promise<void> {
  await db.delete(devices).where(eq(devices.deviceId, deviceId));
}

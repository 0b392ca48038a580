import type { OrderNotifications } from '@store/contract';
import type { Db } from '@store/db';
import { resolveCity } from '../cities';
import { toOrderNotification } from './notifications.dto';
import { recentOrders } from './notifications.repository';

/** Recent real orders of the city, anonymised, as seen at `now`; two statements. */
export async function getOrderNotifications(db: Db, cityKey: string, now: Date): Promise<OrderNotifications> {
  const city = await resolveCity(db, cityKey);
  const rows = await recentOrders(db, city.id, now);
  return { notifications: rows.map((row) => toOrderNotification(row, city, now)) };
}

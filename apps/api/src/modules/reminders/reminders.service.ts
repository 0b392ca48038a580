import type { Db } from '@store/db';
import {
  addDays,
  type OrderState,
  slotReminderDue,
  vendorArea,
  vendorReminderDue,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import { withLease } from '../leases';
import { queueOrderMessages, queueVendorReminder } from '../messaging';
import { bookingsOn } from './reminders.repository';

const LEASE_MS = 60_000;

/**
 * Queues what is due now by the injected clock: the customer's reminder the day before and two
 * hours before their slot (on their channels; the email with a calendar entry), and the vendor's
 * the evening before. Each once per booking (the messages' keys), and one pass at a time across
 * processes (a lease); the delivery job sends them. Returns how many messages were queued.
 */
export async function queueDueReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const queued = await withLease(db, 'slot-reminders', LEASE_MS, now, async () => {
    const today = ymdInZone(now, timeZone);
    let added = 0;
    for (const b of await bookingsOn(db, addDays(today, -1), addDays(today, 2))) {
      if (!b.date) continue;
      const slotStart = zonedDateTimeToInstant(b.date, b.startTime, b.timeZone);
      const kind = slotReminderDue({ status: b.status as OrderState, placedAt: b.createdAt, slotStart, now });
      if (kind) added += await queueOrderMessages(db, b, [kind], now);
      if (b.vendor && vendorReminderDue({ date: b.date, slotStart, timeZone: b.timeZone, now }))
        added += await queueVendorReminder(
          db,
          {
            orderId: b.id,
            vendorId: b.vendor.id,
            whatsappOptIn: b.vendor.whatsappOptIn,
            area: vendorArea(b.locality, b.pincode),
          },
          now,
        );
    }
    return added;
  });
  return queued ?? 0;
}

import type { Db } from '@store/db';
import {
  comingMonthDays,
  DEFAULT_CITY,
  listingUrl,
  MESSAGE_CHANNELS_OF,
  occasionReminderDue,
  occasionTag,
  ymdInZone,
} from '@store/domain';
import { queueMessage, reachableChannels } from './messages.repository';
import { occasionsOn } from './occasions.repository';

/**
 * Queues the reminders of saved occasions that are `days` days away (or fewer, for a pass that was
 * missed), once per saved date and year, on the channels the customer can be reached on. The
 * reminder links to the listing of the occasion's tag in the customer's city. Runs daily from the
 * job queue with the injected clock. Returns how many messages were queued. `sendAt` is when they go:
 * now, unless a demonstration runs the reminders as of another day (`now`) and wants them at once.
 */
export async function remindOccasions(
  db: Db,
  deps: { storeUrl: string; days: number; timeZone: string },
  now: Date,
  sendAt: Date = now,
): Promise<number> {
  const today = ymdInZone(now, deps.timeZone);
  let queued = 0;
  for (const saved of await occasionsOn(db, comingMonthDays(today, deps.days))) {
    const savedOn = ymdInZone(saved.createdAt, deps.timeZone);
    const occurrence = occasionReminderDue({ date: saved.date, savedOn, today, days: deps.days });
    if (!occurrence) continue;
    const city = saved.city ?? DEFAULT_CITY.short_name;
    const link = `${deps.storeUrl}${listingUrl(city, occasionTag(saved.occasion))}`;
    const reachable = await reachableChannels(db, saved.userId);
    queued += await queueMessage(
      db,
      {
        key: `occasion:${saved.id}:${occurrence.slice(0, 4)}`,
        kind: 'occasion_reminder',
        channels: MESSAGE_CHANNELS_OF.occasion_reminder.filter((channel) => reachable.has(channel)),
        userId: saved.userId,
        orderId: null,
        data: {
          occasion: saved.occasion,
          relation: saved.relation,
          name: saved.name,
          date: occurrence,
          link,
        },
        sendAt,
      },
      sendAt,
    );
  }
  return queued;
}

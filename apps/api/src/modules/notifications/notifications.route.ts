import { notificationsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { cityFromHeaderOrQuery } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getOrderNotifications } from './notifications.service';

const MINUTE_MS = 60_000;

export function notificationsRoutes({ app, db, clock, catalogueCache }: AppContext): void {
  route(app, notificationsOperations.orderNotifications, async (request, reply) => {
    const city = cityFromHeaderOrQuery(request, request.query);
    // The answer depends on the clock: it is computed as of the start of the current minute and
    // cached under that minute, so a cached body never outlives what it says.
    const minute = Math.floor(clock().getTime() / MINUTE_MS);
    return sendCachedJson(reply, catalogueCache, `orders-notification:${city}:${minute}`, async () =>
      ok(await getOrderNotifications(db, city, new Date(minute * MINUTE_MS))),
    );
  });
}

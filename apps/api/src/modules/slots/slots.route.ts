import { slotsOperations } from '@store/contract';
import { SLOT_CREATED } from '@store/domain';

import type { AppContext } from '../../app-context';
import { AVAILABILITY_FRESHNESS, sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { experienceSlots } from './slots.service';
import { createTaskSlot } from './task-slot.service';

export function slotsRoutes({ app, db, clock, availabilityCache }: AppContext): void {
  route(app, slotsOperations.slots, async (request, reply) => {
    const city = await resolveCity(db, requestedCity(request));
    const now = clock();
    // The minute is part of the key: the min_hours cut-off moves with the clock.
    const key = `slots:${request.params.id}:${city.id}:${Math.floor(now.getTime() / 60_000)}`;
    return sendCachedJson(
      reply,
      availabilityCache,
      key,
      async () => ok(await experienceSlots(db, request.params.id, city, now)),
      AVAILABILITY_FRESHNESS,
    );
  });

  route(app, slotsOperations.createTaskSlot, async (request) => {
    const user = authorizedUser(request);
    return ok(await createTaskSlot(db, request.body, user, clock()), SLOT_CREATED);
  });
}

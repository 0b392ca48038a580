import {
  createdTaskSlot,
  createTaskSlotBody,
  experienceSlots as experienceSlotsSchema,
  idParams,
  successEnvelope,
} from '@store/contract';
import { AGENT_ROLES, SLOT_CREATED } from '@store/domain';

import type { AppContext } from '../../app-context';
import { AVAILABILITY_FRESHNESS, sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { authorize, authorizedUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { experienceSlots } from './slots.service';
import { createTaskSlot } from './task-slot.service';

export function slotsRoutes({ app, db, clock, availabilityCache }: AppContext): void {
  app.get(
    '/v2/experience/:id/slots',
    {
      schema: {
        tags: ['booking'],
        summary:
          'The dates and slots of an experience in the CITY from its today, places left after bookings and the min_hours cut-off, and each date price',
        params: idParams,
        response: { 200: successEnvelope(experienceSlotsSchema) },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/v5/experience/create-task-slot',
    {
      schema: {
        tags: ['booking'],
        summary: 'Agents and operators open a slot with its capacity on a date in a city',
        body: createTaskSlotBody,
        response: { 200: successEnvelope(createdTaskSlot) },
      },
      preValidation: authorize(db, clock, AGENT_ROLES),
    },
    async (request) => {
      const user = authorizedUser(request);
      return ok(await createTaskSlot(db, request.body, user, clock()), SLOT_CREATED);
    },
  );
}

import { idParams, successEnvelope } from '@store/contract';
import {
  closeDateBody,
  closedDate,
  consoleSlot,
  consoleSlotList,
  consoleSlotListQuery,
  consoleSurge,
  consoleSurgeList,
  openSlotBody,
  savedSlotPattern,
  savedSurges,
  slotCapacityBody,
  slotPatternBody,
  slotPatternList,
  slotPatternListQuery,
  surgeBody,
  surgeListQuery,
  surgeParams,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { ADMIN_ONLY, operatorOf } from '../console-guard';
import {
  addSurge,
  changeCapacity,
  closeDate,
  listPatterns,
  listSlots,
  listSurges,
  openSlot,
  removeSurge,
  savePattern,
} from './availability.service';

/**
 * Availability: slots with capacity, weekly patterns and date surges. Any
 * operator reads; only admins change. A change clears the store's availability cache, so the
 * booking calendar shows it on the next call.
 */
export function availabilityRoutes({ app, db, clock, availabilityCache }: AppContext): void {
  const actor = (request: Parameters<typeof operatorOf>[0]) => ({
    userId: operatorOf(request).userId,
    now: clock(),
  });
  const changed = <T>(result: T) => {
    availabilityCache.clear();
    return result;
  };

  app.get(
    '/availability/slots',
    {
      schema: {
        summary: 'Slots of an experience, city and dates, with capacity and booked places',
        querystring: consoleSlotListQuery,
        response: { 200: successEnvelope(consoleSlotList) },
      },
    },
    async (request) => ok(await listSlots(db, request.query)),
  );

  app.post(
    '/availability/slots',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Opens a slot on a date in a city with its capacity (admins)',
        body: openSlotBody,
        response: { 200: successEnvelope(consoleSlot) },
      },
    },
    async (request) => ok(changed(await openSlot(db, actor(request), request.body)), 'Slot opened.'),
  );

  app.put(
    '/availability/slots/:id/capacity',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Changes a slot's capacity, never below what is booked (admins)",
        params: idParams,
        body: slotCapacityBody,
        response: { 200: successEnvelope(consoleSlot) },
      },
    },
    async (request) =>
      ok(
        changed(await changeCapacity(db, actor(request), request.params.id, request.body.capacity)),
        'Capacity changed.',
      ),
  );

  app.post(
    '/availability/close-date',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Closes a date: each slot's capacity comes down to what is booked (admins)",
        body: closeDateBody,
        response: { 200: successEnvelope(closedDate) },
      },
    },
    async (request) => ok(changed(await closeDate(db, actor(request), request.body)), 'Date closed.'),
  );

  app.get(
    '/availability/patterns',
    {
      schema: {
        summary: 'Weekly patterns that open dates ahead',
        querystring: slotPatternListQuery,
        response: { 200: successEnvelope(slotPatternList) },
      },
    },
    async (request) => ok(await listPatterns(db, request.query)),
  );

  app.post(
    '/availability/patterns',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Saves a weekly pattern and opens its dates at once, leaving open ones as they are (admins)',
        body: slotPatternBody,
        response: { 200: successEnvelope(savedSlotPattern) },
      },
    },
    async (request) => ok(changed(await savePattern(db, actor(request), request.body)), 'Pattern saved.'),
  );

  app.get(
    '/availability/surges',
    {
      schema: {
        summary: 'Date surges: the price calendar the customer sees',
        querystring: surgeListQuery,
        response: { 200: successEnvelope(consoleSurgeList) },
      },
    },
    async (request) => ok(await listSurges(db, request.query)),
  );

  app.post(
    '/availability/surges',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'Adds a surge over a run of dates, never over a date already surged (admins)',
        body: surgeBody,
        response: { 200: successEnvelope(savedSurges) },
      },
    },
    async (request) => ok(changed(await addSurge(db, actor(request), request.body)), 'Surge added.'),
  );

  app.delete(
    '/availability/surges/:experience_id/:date',
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Removes one date's surge: the calendar shows the plain price again (admins)",
        params: surgeParams,
        response: { 200: successEnvelope(consoleSurge) },
      },
    },
    async (request) => {
      const { experience_id, date } = request.params;
      return ok(changed(await removeSurge(db, actor(request), experience_id, date)), 'Surge removed.');
    },
  );
}

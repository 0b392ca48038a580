import { consoleAvailabilityOperations } from '@store/contract/console';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { operatorOf } from '../console-guard';
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

  route(app, consoleAvailabilityOperations.slots, async (request) => ok(await listSlots(db, request.query)));

  route(app, consoleAvailabilityOperations.openSlot, async (request) =>
    ok(changed(await openSlot(db, actor(request), request.body)), 'Slot opened.'),
  );

  route(app, consoleAvailabilityOperations.slotCapacity, async (request) =>
    ok(
      changed(await changeCapacity(db, actor(request), request.params.id, request.body.capacity)),
      'Capacity changed.',
    ),
  );

  route(app, consoleAvailabilityOperations.closeDate, async (request) =>
    ok(changed(await closeDate(db, actor(request), request.body)), 'Date closed.'),
  );

  route(app, consoleAvailabilityOperations.slotPatterns, async (request) =>
    ok(await listPatterns(db, request.query)),
  );

  route(app, consoleAvailabilityOperations.saveSlotPattern, async (request) =>
    ok(changed(await savePattern(db, actor(request), request.body)), 'Pattern saved.'),
  );

  route(app, consoleAvailabilityOperations.surges, async (request) =>
    ok(await listSurges(db, request.query)),
  );

  route(app, consoleAvailabilityOperations.addSurge, async (request) =>
    ok(changed(await addSurge(db, actor(request), request.body)), 'Surge added.'),
  );

  route(app, consoleAvailabilityOperations.removeSurge, async (request) => {
    const { experience_id, date } = request.params;
    return ok(changed(await removeSurge(db, actor(request), experience_id, date)), 'Surge removed.');
  });
}

export { slotsRoutes } from './slots.route';
export { assertSlotAhead, openSlotOn, slotHasStarted, slotTimes } from './task-slot.service';

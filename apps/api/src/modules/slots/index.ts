import type { ApiModule } from '../../app-context';
import { slotsRoutes } from './slots.route';

export { assertSlotAhead, openSlotOn, slotHasStarted, slotTimes } from './task-slot.service';

export const slotsModule: ApiModule = {
  name: 'slots',
  routes: [slotsRoutes],
};

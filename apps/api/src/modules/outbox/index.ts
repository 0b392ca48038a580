import type { ApiModule } from '../../app-context';
import { outboxRoutes } from './outbox.route';

export const outboxModule: ApiModule = {
  name: 'outbox',
  routes: [outboxRoutes],
};

import type { ApiModule } from '../../app-context';
import { notificationsRoutes } from './notifications.route';

export const notificationsModule: ApiModule = {
  name: 'notifications',
  routes: [notificationsRoutes],
};

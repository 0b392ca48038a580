import type { ApiModule } from '../../app-context';
import { pushRoutes } from './push.route';

export { pushToUser } from './push.service';
export type { PushConfig } from './push-config';

export const pushModule: ApiModule = {
  name: 'push',
  routes: [pushRoutes],
};

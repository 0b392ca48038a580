export { pushRoutes } from './push.route';
export { pushToUser } from './push.service';
export type { PushConfig } from './push-config';

import type { ApiModule } from '../../app-context';
import { socialRoutes } from './social.route';

export type { SocialConfig } from './social-config';

export const socialModule: ApiModule = {
  name: 'social',
  routes: [socialRoutes],
};

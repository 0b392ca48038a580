import type { ApiModule } from '../../app-context';
import { experienceRoutes } from './experience.route';

export const experiencesModule: ApiModule = {
  name: 'experiences',
  routes: [experienceRoutes],
};

import type { ApiModule } from '../../app-context';
import { reviewsRoutes } from './reviews.route';

export const reviewsModule: ApiModule = {
  name: 'reviews',
  routes: [reviewsRoutes],
};

import type { ApiModule } from '../../app-context';
import { reviewsRoutes } from './reviews.route';
import { verifiedReviewRoutes } from './verified-review.route';

export { decideReview, reviewQueue } from './review-queue.service';

export const reviewsModule: ApiModule = {
  name: 'reviews',
  routes: [reviewsRoutes, verifiedReviewRoutes],
};

import type { ApiModule } from '../../app-context';
import { bookingQuestionsRoutes } from './booking-questions.route';
import { bookingQuestionsJobs } from './jobs';

export { checkAnswers, orderBookingQuestions } from './booking-questions.service';
export { chaseUnansweredQuestions } from './chase-questions.service';

export const bookingQuestionsModule: ApiModule = {
  name: 'booking-questions',
  routes: [bookingQuestionsRoutes],
  jobs: bookingQuestionsJobs,
};
export { answeredQuestionsOf, insertOrderAnswers } from './booking-questions.service';

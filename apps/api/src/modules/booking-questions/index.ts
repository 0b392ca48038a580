export { bookingQuestionsRoutes } from './booking-questions.route';
export { checkAnswers, orderBookingQuestions } from './booking-questions.service';
export { chaseUnansweredQuestions } from './chase-questions.service';

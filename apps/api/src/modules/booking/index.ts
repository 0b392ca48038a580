export { quoteRoutes } from './quote.route';
export { quoteDraft, quoteWithQuestions } from './quote.service';

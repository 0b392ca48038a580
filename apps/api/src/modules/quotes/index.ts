export { quotesRoutes } from './quotes.route';

export { whatsappRoutes } from './whatsapp.route';

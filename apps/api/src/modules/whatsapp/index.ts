import type { ApiModule } from '../../app-context';
import { whatsappRoutes } from './whatsapp.route';

export const whatsappModule: ApiModule = {
  name: 'whatsapp',
  routes: [whatsappRoutes],
};

import type { ApiModule } from '../../app-context';
import { consoleRoutes } from './console.routes';

export type { StoreRevalidation } from './catalogue/store-refresh';
export { revalidationUrls } from './catalogue/store-refresh';
export { CONSOLE_TAG } from './console.routes';

export const consoleModule: ApiModule = {
  name: 'console',
  routes: [consoleRoutes],
};

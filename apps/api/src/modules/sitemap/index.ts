import type { ApiModule } from '../../app-context';
import { sitemapRoutes } from './sitemap.route';

export const sitemapModule: ApiModule = {
  name: 'sitemap',
  routes: [sitemapRoutes],
};

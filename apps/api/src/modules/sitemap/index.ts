export { sitemapRoutes } from './sitemap.route';

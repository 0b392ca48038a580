export type { StoreRevalidation } from './catalogue/store-refresh';
export { revalidationUrls } from './catalogue/store-refresh';
export { CONSOLE_TAG, consoleRoutes } from './console.routes';

export { addressesRoutes } from './addresses.route';
export { occasionsRoutes } from './occasions.route';
export { profileRoutes } from './profile.route';
export { yourDataRoutes } from './your-data.route';

export { socialRoutes } from './social.route';
export type { SocialConfig } from './social-config';

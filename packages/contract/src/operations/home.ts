import { successEnvelope } from '../envelope';
import { homePage, homePageV2 } from '../home';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/home, each declared once: the API registers them, the clients call them. */
export const homeOperations = declareOperations({
  homePage: {
    method: 'GET',
    path: '/v2/getHomePage',
    access: 'public',
    tags: ['site'],
    summary: 'Home page (v1 layout): featured cards per tag for the CITY header',
    replies: { 200: successEnvelope(homePage) },
    errors: ['UNKNOWN_CITY'],
  },
  homePageV2: {
    method: 'GET',
    path: '/v5/getHomePage',
    access: 'public',
    tags: ['site'],
    summary:
      'Home page (v2 layout): highlights, category tiles, top rated and tag strips for the CITY header',
    replies: { 200: successEnvelope(homePageV2) },
    errors: ['UNKNOWN_CITY'],
  },
});

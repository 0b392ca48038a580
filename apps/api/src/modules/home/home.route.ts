import { homePage, homePageV2, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getHomePage, getHomePageV2 } from './home.service';

export function homeRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v2/getHomePage',
    {
      schema: {
        tags: ['site'],
        summary: 'Home page (v1 layout): featured cards per tag for the CITY header',
        response: { 200: successEnvelope(homePage) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      return sendCachedJson(reply, catalogueCache, `home:v1:${city}`, async () =>
        ok(await getHomePage(db, city)),
      );
    },
  );

  app.get(
    '/v5/getHomePage',
    {
      schema: {
        tags: ['site'],
        summary:
          'Home page (v2 layout): highlights, category tiles, top rated and tag strips for the CITY header',
        response: { 200: successEnvelope(homePageV2) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      return sendCachedJson(reply, catalogueCache, `home:v2:${city}`, async () =>
        ok(await getHomePageV2(db, city)),
      );
    },
  );
}

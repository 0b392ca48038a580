import { homePage, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getHomePage } from './home.service';

export function homeRoutes({ app, db, catalogueCache }: AppContext): void {
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
}

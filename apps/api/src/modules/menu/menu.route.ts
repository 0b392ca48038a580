import { menuResponse, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getMenu } from './menu.service';

export function menuRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v3/getMenuJson',
    {
      schema: {
        tags: ['site'],
        summary: 'Header menu for the CITY header: categories with their tags that have experiences there',
        response: { 200: successEnvelope(menuResponse) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      return sendCachedJson(reply, catalogueCache, `menu:${city}`, async () => ok(await getMenu(db, city)));
    },
  );
}

import { homeOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getHomePage, getHomePageV2 } from './home.service';

export function homeRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, homeOperations.homePage, async (request, reply) => {
    const city = requestedCity(request);
    return sendCachedJson(reply, catalogueCache, `home:v1:${city}`, async () =>
      ok(await getHomePage(db, city)),
    );
  });

  route(app, homeOperations.homePageV2, async (request, reply) => {
    const city = requestedCity(request);
    return sendCachedJson(reply, catalogueCache, `home:v2:${city}`, async () =>
      ok(await getHomePageV2(db, city)),
    );
  });
}

import { menuOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getMenu } from './menu.service';

export function menuRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, menuOperations.menu, async (request, reply) => {
    const city = requestedCity(request);
    return sendCachedJson(reply, catalogueCache, `menu:${city}`, async () => ok(await getMenu(db, city)));
  });
}

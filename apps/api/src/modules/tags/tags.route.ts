import { tagsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getTagByName } from './tags.service';

export function tagsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, tagsOperations.tagByName, async (request, reply) => {
    const city = requestedCity(request);
    const { name } = request.params;
    return sendCachedJson(reply, catalogueCache, `tag:${name.toLowerCase()}:${city}`, async () =>
      ok(await getTagByName(db, name, city)),
    );
  });
}

import { searchOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { searchCityExperiences } from './search.service';

export function searchRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, searchOperations.search, async (request, reply) => {
    const city = requestedCity(request);
    const { q, page, limit } = request.query;
    const key = `search:${city}:${page}:${limit}:${q}`;
    return sendCachedJson(reply, catalogueCache, key, async () =>
      ok(await searchCityExperiences(db, city, { q, page, limit })),
    );
  });
}

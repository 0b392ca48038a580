import { searchQuery, searchResults, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { searchCityExperiences } from './search.service';

export function searchRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v5/search/experiences',
    {
      schema: {
        tags: ['search'],
        summary:
          'Full-text search over the experiences of the CITY header: name, subtitle, description, tags and place; the last word is a prefix',
        querystring: searchQuery,
        response: { 200: successEnvelope(searchResults) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      const { q, page, limit } = request.query;
      const key = `search:${city}:${page}:${limit}:${q}`;
      return sendCachedJson(reply, catalogueCache, key, async () =>
        ok(await searchCityExperiences(db, city, { q, page, limit })),
      );
    },
  );
}

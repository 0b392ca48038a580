import { successEnvelope, tagDetail, tagNameParams } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getTagByName } from './tags.service';

export function tagsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v4/tag/name/:name',
    {
      schema: {
        tags: ['experiences'],
        summary: 'A tag by slug or name, with the cities it is sold in and its count in the CITY header',
        params: tagNameParams,
        response: { 200: successEnvelope(tagDetail) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      const { name } = request.params;
      return sendCachedJson(reply, catalogueCache, `tag:${name.toLowerCase()}:${city}`, async () =>
        ok(await getTagByName(db, name, city)),
      );
    },
  );
}

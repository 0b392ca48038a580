import { experienceDetail, idParams, successEnvelope } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getExperienceDetail } from './experience.service';

export function experienceRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v5/experience/id/:id',
    {
      schema: {
        tags: ['experiences'],
        summary: 'An experience with every page section, priced for the CITY header',
        params: idParams,
        response: { 200: successEnvelope(experienceDetail) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      const { id } = request.params;
      return sendCachedJson(reply, catalogueCache, `experience:${id}:${city}`, async () =>
        ok(await getExperienceDetail(db, id, city)),
      );
    },
  );
}

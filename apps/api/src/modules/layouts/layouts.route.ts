import { layoutsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { getExperienceLayout, getRegionLayout } from './layouts.service';

export function layoutsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  route(app, layoutsOperations.regionLayout, async (request, reply) => {
    const { id } = request.params;
    return sendCachedJson(reply, catalogueCache, `region-layout:${id}`, async () =>
      ok(await getRegionLayout(db, id)),
    );
  });

  route(app, layoutsOperations.experienceLayout, async (request, reply) => {
    const city = requestedCity(request);
    const { id } = request.params;
    const tagSource = request.query.tag_source || undefined;
    return sendCachedJson(
      reply,
      catalogueCache,
      `experience-layout:${id}:${city}:${tagSource ?? ''}`,
      async () => ok(await getExperienceLayout(db, id, tagSource, city)),
    );
  });
}

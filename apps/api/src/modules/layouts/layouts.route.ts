import {
  experienceLayout,
  experienceLayoutQuery,
  idParams,
  regionLayout,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { sendCachedJson } from '../../http/cached-json';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { getExperienceLayout, getRegionLayout } from './layouts.service';

export function layoutsRoutes({ app, catalogueDb: db, catalogueCache }: AppContext): void {
  app.get(
    '/v5/getExperiencesPageLayout/:id',
    {
      schema: {
        tags: ['experiences'],
        summary: "A region page: the region and its experiences grouped by tag, in the region's city",
        params: idParams,
        response: { 200: successEnvelope(regionLayout) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendCachedJson(reply, catalogueCache, `region-layout:${id}`, async () =>
        ok(await getRegionLayout(db, id)),
      );
    },
  );

  app.get(
    '/v5/getExperiencePageLayout/:id',
    {
      schema: {
        tags: ['experiences'],
        summary: 'Experience page layout: section anchors, breadcrumbs (via tag_source) and related cards',
        params: idParams,
        querystring: experienceLayoutQuery,
        response: { 200: successEnvelope(experienceLayout) },
      },
    },
    async (request, reply) => {
      const city = requestedCity(request);
      const { id } = request.params;
      const tagSource = request.query.tag_source || undefined;
      return sendCachedJson(
        reply,
        catalogueCache,
        `experience-layout:${id}:${city}:${tagSource ?? ''}`,
        async () => ok(await getExperienceLayout(db, id, tagSource, city)),
      );
    },
  );
}

import { successEnvelope } from '../envelope';
import { experienceLayout, experienceLayoutQuery, regionLayout } from '../layout';
import { declareOperations } from '../operation';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/layouts, each declared once: the API registers them, the clients call them. */
export const layoutsOperations = declareOperations({
  regionLayout: {
    method: 'GET',
    path: '/v5/getExperiencesPageLayout/:id',
    access: 'public',
    tags: ['experiences'],
    summary: "A region page: the region and its experiences grouped by tag, in the region's city",
    params: idParams,
    replies: { 200: successEnvelope(regionLayout) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  experienceLayout: {
    method: 'GET',
    path: '/v5/getExperiencePageLayout/:id',
    access: 'public',
    tags: ['experiences'],
    summary: 'Experience page layout: section anchors, breadcrumbs (via tag_source) and related cards',
    params: idParams,
    query: experienceLayoutQuery,
    replies: { 200: successEnvelope(experienceLayout) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});

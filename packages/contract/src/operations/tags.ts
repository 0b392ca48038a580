import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { tagDetail, tagNameParams } from '../tag';

/** The operations of apps/api/src/modules/tags, each declared once: the API registers them, the clients call them. */
export const tagsOperations = declareOperations({
  tagByName: {
    method: 'GET',
    path: '/v4/tag/name/:name',
    access: 'public',
    tags: ['experiences'],
    summary: 'A tag by slug or name, with the cities it is sold in and its count in the CITY header',
    params: tagNameParams,
    replies: { 200: successEnvelope(tagDetail) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});

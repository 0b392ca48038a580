import { successEnvelope } from '../envelope';
import { experienceDetail } from '../experience';
import { declareOperations } from '../operation';
import { idParams } from '../params';

/** The operations of apps/api/src/modules/experiences, each declared once: the API registers them, the clients call them. */
export const experiencesOperations = declareOperations({
  experience: {
    method: 'GET',
    path: '/v5/experience/id/:id',
    access: 'public',
    tags: ['experiences'],
    summary: 'An experience with every page section, priced for the CITY header',
    params: idParams,
    replies: { 200: successEnvelope(experienceDetail) },
    errors: ['NOT_FOUND', 'UNKNOWN_CITY'],
  },
});

import { citiesResponse } from '../city';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/cities, each declared once: the API registers them, the clients call them. */
export const citiesOperations = declareOperations({
  cities: {
    method: 'GET',
    path: '/v2/getCities',
    access: 'public',
    tags: ['site'],
    summary: 'Cities the store sells in',
    replies: { 200: successEnvelope(citiesResponse) },
    errors: [],
  },
});

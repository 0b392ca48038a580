import { successEnvelope } from '../../envelope';
import { declareOperations } from '../../operation';
import { consoleLookups } from '../lookups';

/** The operations of apps/api/src/modules/console/lookups, each declared once: the API registers them, the clients call them. */
export const consoleLookupsOperations = declareOperations({
  lookups: {
    method: 'GET',
    path: '/admin/v1/lookups',
    access: 'console-ops',
    tags: ['console'],
    summary: 'Cities, experiences and vendors by name, for the filters',
    replies: { 200: successEnvelope(consoleLookups) },
    errors: [],
  },
});

import { fileParams, storedFileBody } from '../files';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/files, each declared once: the API registers them, the clients call them. */
export const filesOperations = declareOperations({
  file: {
    method: 'GET',
    path: '/v1/files/:folder/:name',
    access: 'public',
    tags: ['files'],
    summary:
      'A stored file (a setup photo, an experience image) with its content type; cached for a year (never changes)',
    params: fileParams,
    replies: {},
    raw: storedFileBody,
    errors: ['NOT_FOUND'],
  },
});

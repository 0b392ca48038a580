import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/docs, each declared once: the API registers them, the clients call them. */
export const docsOperations = declareOperations({
  docs: {
    method: 'GET',
    path: '/docs',
    access: 'public',
    tags: [],
    hidden: true,
    replies: {},
    errors: [],
  },
});

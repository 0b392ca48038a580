import type { AppContext } from '../../app-context';

/** GET /docs: the OpenAPI document generated from the contract's zod schemas. */
export function docsRoutes({ app }: AppContext): void {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
}

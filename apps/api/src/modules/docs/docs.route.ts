import { docsOperations } from '@store/contract';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';

type Document = { paths?: Record<string, unknown> };

/** The document without the console's operations: production publishes the store's only. */
function withoutConsole(document: Document): Document {
  const paths = Object.entries(document.paths ?? {}).filter(([path]) => !path.startsWith(CONSOLE_API_PREFIX));
  return { ...document, paths: Object.fromEntries(paths) };
}

/** GET /docs: the OpenAPI document generated from the contract's zod schemas. */
export function docsRoutes({ app, consoleInDocs }: AppContext): void {
  route(app, docsOperations.docs, async () => {
    const document = app.swagger() as Document;
    return consoleInDocs ? document : withoutConsole(document);
  });
}

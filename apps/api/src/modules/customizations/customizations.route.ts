import { customizationsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { resolveCity } from '../cities';
import { customizationList, customizationsByCategory, customizationsBySlug } from './customizations.service';

export function customizationsRoutes({ app, db }: AppContext): void {
  const city = (request: Parameters<typeof requestedCity>[0]) => resolveCity(db, requestedCity(request));

  route(app, customizationsOperations.customizations, async (request) =>
    ok(await customizationsByCategory(db, request.params.id, await city(request))),
  );

  route(app, customizationsOperations.allCustomizations, async (request) =>
    ok(await customizationList(db, request.params.id, await city(request))),
  );

  route(app, customizationsOperations.customizationsOfCategory, async (request) => {
    const { a, b } = request.params;
    return ok(await customizationList(db, a, await city(request), b));
  });

  route(app, customizationsOperations.customizationsBySlug, async (request) =>
    ok(await customizationsBySlug(db, request.params.a, request.params.b)),
  );
}

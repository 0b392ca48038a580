import {
  customizationCategoryParams,
  customizationList as customizationListSchema,
  customizationSlugParams,
  customizationsByCategory as groupedSchema,
  idParams,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { requestedCity } from '../../http/city-context';
import { ok } from '../../http/envelope';
import { resolveCity } from '../cities';
import { customizationList, customizationsByCategory, customizationsBySlug } from './customizations.service';

const grouped = { 200: successEnvelope(groupedSchema) };
const flat = { 200: successEnvelope(customizationListSchema) };

export function customizationsRoutes({ app, db }: AppContext): void {
  const city = (request: Parameters<typeof requestedCity>[0]) => resolveCity(db, requestedCity(request));

  app.get(
    '/v5/getCustomizationByExpID/:id',
    {
      schema: {
        tags: ['customizations'],
        summary: 'The add-ons of an experience priced for the CITY, by category, Recommended first',
        params: idParams,
        response: grouped,
      },
    },
    async (request) => ok(await customizationsByCategory(db, request.params.id, await city(request))),
  );

  app.get(
    '/v5/getAllCustomization/:id',
    {
      schema: {
        tags: ['customizations'],
        summary: 'The add-ons of an experience priced for the CITY, as one list',
        params: idParams,
        response: flat,
      },
    },
    async (request) => ok(await customizationList(db, request.params.id, await city(request))),
  );

  app.get(
    '/v5/getCustomizationInfoByCategory/:a/:b',
    {
      schema: {
        tags: ['customizations'],
        summary: 'The add-ons of one category (b) of an experience (a), priced for the CITY',
        params: customizationCategoryParams,
        response: flat,
      },
    },
    async (request) => {
      const { a, b } = request.params;
      return ok(await customizationList(db, a, await city(request), b));
    },
  );

  app.get(
    '/v5/getCustomizations/slug/:a/:b',
    {
      schema: {
        tags: ['customizations'],
        summary: 'The add-ons of the experience with short link a, priced in the city b, by category',
        params: customizationSlugParams,
        response: grouped,
      },
    },
    async (request) => ok(await customizationsBySlug(db, request.params.a, request.params.b)),
  );
}

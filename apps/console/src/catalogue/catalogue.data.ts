import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { RaRecord } from 'react-admin';
import { pagedList, type ResourceAdapter } from '../resources/resource';

// The catalogue's resources: each a paged list, a record and its change (admins;
// react-admin's forms send only the fields changed). Bodies are form values: the API checks them
// against the contract and names each refused field.

type Page = Parameters<Parameters<typeof pagedList>[0]>[0];

/** A catalogue resource from its calls: the list, one record, its change and its creation. */
function editable(
  list: (query: Page) => Promise<{ items: RaRecord[]; total: number }>,
  one: (id: number) => Promise<RaRecord>,
  change: (id: number, body: never) => Promise<RaRecord>,
  create: (body: never) => Promise<RaRecord>,
): ResourceAdapter {
  return {
    ...pagedList(list),
    getOne: async (id) => ({ data: await one(Number(id)) }),
    update: (id, changes) => change(Number(id), changes as never),
    create: (data) => create(data as never),
  };
}

export const catalogueResources = (api: ApiClient): Record<string, ResourceAdapter> => {
  const quiet = { hideAlert: true } as const;
  const byId = (id: number) => ({ params: { id }, ...quiet });
  const e = consoleEndpoints;
  return {
    experiences: editable(
      (query) => api.call(e.catalogueExperiences, { query, ...quiet }),
      (id) => api.call(e.catalogueExperience, byId(id)),
      (id, body) => api.call(e.changeExperience, { ...byId(id), body }),
      (body) => api.call(e.createExperience, { body, ...quiet }),
    ),
    customizations: editable(
      (query) => api.call(e.catalogueCustomizations, { query, ...quiet }),
      (id) => api.call(e.catalogueCustomization, byId(id)),
      (id, body) => api.call(e.changeCustomization, { ...byId(id), body }),
      (body) => api.call(e.createCustomization, { body, ...quiet }),
    ),
    tags: editable(
      (query) => api.call(e.catalogueTags, { query, ...quiet }),
      (id) => api.call(e.catalogueTag, byId(id)),
      (id, body) => api.call(e.changeTag, { ...byId(id), body }),
      (body) => api.call(e.createTag, { body, ...quiet }),
    ),
    categories: editable(
      (query) => api.call(e.catalogueCategories, { query, ...quiet }),
      (id) => api.call(e.catalogueCategory, byId(id)),
      (id, body) => api.call(e.changeCategory, { ...byId(id), body }),
      (body) => api.call(e.createCategory, { body, ...quiet }),
    ),
    regions: editable(
      (query) => api.call(e.catalogueRegions, { query, ...quiet }),
      (id) => api.call(e.catalogueRegion, byId(id)),
      (id, body) => api.call(e.changeRegion, { ...byId(id), body }),
      (body) => api.call(e.createRegion, { body, ...quiet }),
    ),
  };
};

import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList, type ResourceAdapter } from '../resources/resource';

// The catalogue's resources (issue 16, item 4): each a paged list, a record and its change (admins;
// react-admin's forms send only the fields changed, the API checks them all). Bodies are form values:
// the API checks them against the contract and names each refused field.
type Body = Record<string, never>;

export const catalogueResources = (api: ApiClient): Record<string, ResourceAdapter> => ({
  experiences: {
    ...pagedList((query) => api.call(adminEndpoints.catalogueExperiences, { query, hideAlert: true })),
    getOne: async (id) => ({
      data: await api.call(adminEndpoints.catalogueExperience, {
        params: { id: Number(id) },
        hideAlert: true,
      }),
    }),
    update: (id, changes) =>
      api.call(adminEndpoints.changeExperience, {
        params: { id: Number(id) },
        body: changes as Body,
        hideAlert: true,
      }),
    create: (data) => api.call(adminEndpoints.createExperience, { body: data as never, hideAlert: true }),
  },
  customizations: {
    ...pagedList((query) => api.call(adminEndpoints.catalogueCustomizations, { query, hideAlert: true })),
    getOne: async (id) => ({
      data: await api.call(adminEndpoints.catalogueCustomization, {
        params: { id: Number(id) },
        hideAlert: true,
      }),
    }),
    update: (id, changes) =>
      api.call(adminEndpoints.changeCustomization, {
        params: { id: Number(id) },
        body: changes as Body,
        hideAlert: true,
      }),
  },
  tags: {
    ...pagedList((query) => api.call(adminEndpoints.catalogueTags, { query, hideAlert: true })),
    getOne: async (id) => ({
      data: await api.call(adminEndpoints.catalogueTag, { params: { id: Number(id) }, hideAlert: true }),
    }),
    update: (id, changes) =>
      api.call(adminEndpoints.changeTag, {
        params: { id: Number(id) },
        body: changes as Body,
        hideAlert: true,
      }),
  },
  categories: {
    ...pagedList((query) => api.call(adminEndpoints.catalogueCategories, { query, hideAlert: true })),
    getOne: async (id) => ({
      data: await api.call(adminEndpoints.catalogueCategory, { params: { id: Number(id) }, hideAlert: true }),
    }),
    update: (id, changes) =>
      api.call(adminEndpoints.changeCategory, {
        params: { id: Number(id) },
        body: changes as Body,
        hideAlert: true,
      }),
  },
  regions: {
    ...pagedList((query) => api.call(adminEndpoints.catalogueRegions, { query, hideAlert: true })),
    getOne: async (id) => ({
      data: await api.call(adminEndpoints.catalogueRegion, { params: { id: Number(id) }, hideAlert: true }),
    }),
    update: (id, changes) =>
      api.call(adminEndpoints.changeRegion, {
        params: { id: Number(id) },
        body: changes as Body,
        hideAlert: true,
      }),
  },
});

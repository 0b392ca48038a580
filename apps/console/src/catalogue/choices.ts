import { consoleEndpoints } from '@store/api-client/console';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { useApi } from '../api-context';

/** Categories, tags and regions to pick from in the catalogue's forms (a few dozen each). */
export function useCatalogueChoices() {
  const api = useApi();
  const query = { page: 1, per_page: 100 };
  const { data } = useQuery({
    queryKey: ['console', 'catalogue-choices'],
    queryFn: async () => {
      const [categories, tags, regions] = await Promise.all([
        api.call(consoleEndpoints.catalogueCategories, { query, hideAlert: true }),
        api.call(consoleEndpoints.catalogueTags, { query, hideAlert: true }),
        api.call(consoleEndpoints.catalogueRegions, { query, hideAlert: true }),
      ]);
      return { categories: categories.items, tags: tags.items, regions: regions.items };
    },
    staleTime: 60_000,
  });
  return data ?? { categories: [], tags: [], regions: [] };
}

/** Catalogue changes are admins' (ops read): forms show their save button to admins only. */
export function useCanChangeCatalogue(): boolean {
  const { permissions } = usePermissions<string | null>();
  return permissions === 'admin';
}

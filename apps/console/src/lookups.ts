import { consoleEndpoints } from '@store/api-client/console';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context';

/** Cities, experiences and vendors by name for the filters: read once per page load. */
export function useLookups() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['console', 'lookups'],
    queryFn: () => api.call(consoleEndpoints.lookups, { hideAlert: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? { cities: [], experiences: [], vendors: [] };
}

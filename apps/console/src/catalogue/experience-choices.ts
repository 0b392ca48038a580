import { consoleEndpoints } from '@store/api-client/console';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';

/** Experiences to offer a new add-on with, by id and name (the first hundred). */
export function useExperienceChoices() {
  const api = useApi();
  const { data } = useQuery({
    queryKey: ['console', 'experience-choices'],
    queryFn: async () => {
      const page = await api.call(consoleEndpoints.catalogueExperiences, {
        query: { page: 1, per_page: 100 },
        hideAlert: true,
      });
      return page.items.map((x) => ({ id: x.id, name: `${x.id} · ${x.name}` }));
    },
    staleTime: 60_000,
  });
  return data ?? [];
}

import { createApiClient, endpoints } from '@store/api-client';
import { API_URL, CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_TAG } from '@/lib/config.server';

/** The add-ons of an experience in a city, cached like the rest of the catalogue; null when unavailable. */
export async function getPageCustomizations(experienceId: number, city: string) {
  const api = createApiClient({
    baseUrl: API_URL,
    getCity: () => city,
    fetch: (input, init) =>
      fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CATALOGUE_TAG] } }),
  });
  try {
    return await api.call(endpoints.customizations, { params: { id: experienceId }, hideAlert: true });
  } catch {
    // The page stands without its add-ons list; the booking modal asks again.
    return null;
  }
}

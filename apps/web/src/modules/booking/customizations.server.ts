import { createApiClient } from '@store/api-client';
import type { CustomizationsByCategory } from '@store/contract';
import { API_URL, CATALOGUE_REVALIDATE_SECONDS } from '@/lib/config.server';

/** The add-ons of an experience in a city, cached like the rest of the catalogue; null when unavailable. */
export async function getPageCustomizations(experienceId: number, city: string) {
  const api = createApiClient({
    baseUrl: API_URL,
    getCity: () => city,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS } }),
  });
  try {
    return await api.get<CustomizationsByCategory>(`/v5/getCustomizationByExpID/${experienceId}`, undefined, {
      hideAlert: true,
    });
  } catch {
    // The page stands without its add-ons list; the booking modal asks again.
    return null;
  }
}

import { ApiError, createApiClient } from '@store/api-client';
import type { CitiesResponse, ExperienceDetail, HomePage } from '@store/contract';
import { API_URL, CATALOGUE_REVALIDATE_SECONDS } from './config.server';

/** The server side's view of the API: catalogue answers are cached and revalidated, never per request. */
function catalogueClient(city?: string) {
  return createApiClient({
    baseUrl: API_URL,
    getCity: () => city,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS } }),
  });
}

export const getCities = () =>
  catalogueClient().get<CitiesResponse>('/v2/getCities', undefined, { hideAlert: true });

export const getHomePage = (city: string) =>
  catalogueClient(city).get<HomePage>('/v2/getHomePage', undefined, { hideAlert: true });

export const getExperience = (id: number, city: string) =>
  catalogueClient(city).get<ExperienceDetail>(`/v5/experience/id/${id}`, undefined, { hideAlert: true });

/** A 404 (unknown experience) or 400 (unknown city, bad id) means the page does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

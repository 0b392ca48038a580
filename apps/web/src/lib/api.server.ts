import { ApiError, createApiClient, endpoints, errorKind } from '@store/api-client';
import { QUOTES_MAX_SIZE } from '@store/contract';
import { LISTING_PAGE_SIZE } from '@store/domain';
import { API_URL, CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_TAG } from './config.server';

/** The server side's view of the API: catalogue answers are cached and revalidated, never per request. */
function catalogueClient(city?: string) {
  return createApiClient({
    baseUrl: API_URL,
    getCity: () => city,
    fetch: (input, init) =>
      fetch(input, { ...init, next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CATALOGUE_TAG] } }),
  });
}

const quiet = { hideAlert: true } as const;

export const getCities = () => catalogueClient().call(endpoints.cities, quiet);

/** The header's category menu of a city: its categories and their tags with experiences there. */
export const getMenu = (city: string) => catalogueClient(city).call(endpoints.menu, quiet);

export const getHomePage = (city: string) => catalogueClient(city).call(endpoints.homePage, quiet);

/** Recent 4-5 star reviews in the city for the home page's strip. */
export const getHomepageReviews = (city: string) =>
  catalogueClient(city).call(endpoints.homepageReviews, { query: { city }, ...quiet });

export const getExperience = (id: number, city: string) =>
  catalogueClient(city).call(endpoints.experience, { params: { id }, ...quiet });

/** An experience's add-ons at a city's prices (the city by id, as an order names it). */
export const getCustomizations = (id: number, cityId: number) =>
  catalogueClient(String(cityId)).call(endpoints.customizations, { params: { id }, ...quiet });

/** Not found (unknown experience) or a bad request (unknown city, bad id): the page does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || errorKind(error) === 'bad-request');
}

// ── Catalogue pages of: listings, regions, the v2 home, quotes and the party store ──

/** The first page of a tag listing, recommended order (the load-more island asks for the rest). */
export const getTagListing = (slug: string, city: string) =>
  catalogueClient(city).call(endpoints.tagListing, {
    params: { slug },
    query: { onlyActive: 'true', page: 1, start: 0, limit: LISTING_PAGE_SIZE },
    ...quiet,
  });

export const getRegionLayout = (id: number, city: string) =>
  catalogueClient(city).call(endpoints.regionLayout, { params: { id }, ...quiet });

export const getHomePageV2 = (city: string) => catalogueClient(city).call(endpoints.homePageV2, quiet);

/** Quotes newest first, all of them or one tag's (slug), as many as one page may hold. */
export const getQuotes = (tag?: string) =>
  catalogueClient().call(endpoints.quotes, { query: { tag, page: 1, size: QUOTES_MAX_SIZE }, ...quiet });

export const getQuotePage = (slug: string) =>
  catalogueClient().call(endpoints.quotePage, { params: { slug }, ...quiet });

// ── Site-wide calls of: the experience page layout and the sitemap ──

/** Breadcrumbs, section titles and related cards of an experience page (tag_source picks the tag). */
export const getExperienceLayout = (id: number, city: string, tagSource?: string) =>
  catalogueClient(city).call(endpoints.experienceLayout, {
    params: { id },
    query: { tag_source: tagSource },
    ...quiet,
  });

export const getSiteMap = () => catalogueClient().call(endpoints.sitemap, quiet);

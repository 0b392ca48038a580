import { ApiError, createApiClient } from '@store/api-client';
import type {
  CitiesResponse,
  ExperienceDetail,
  HomePage,
  HomePageV2,
  ListingPage,
  QuotePage,
  QuotesPage,
  RegionLayout,
  ShopifyProducts,
} from '@store/contract';
import { QUOTES_MAX_SIZE } from '@store/contract';
import { LISTING_PAGE_SIZE } from '@store/domain';
import { API_URL, CATALOGUE_REVALIDATE_SECONDS, PARTY_STORE_COLLECTION_IDS } from './config.server';

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

// ── Catalogue pages of issue 3: listings, regions, the v2 home, quotes and the party store ──

/** The first page of a tag listing, recommended order (the load-more island asks for the rest). */
export const getTagListing = (slug: string, city: string) =>
  catalogueClient(city).get<ListingPage>(
    `/v5/tag/slug/${encodeURIComponent(slug)}/experiences_page`,
    { onlyActive: 'true', page: 1, start: 0, limit: LISTING_PAGE_SIZE },
    { hideAlert: true },
  );

export const getRegionLayout = (id: number, city: string) =>
  catalogueClient(city).get<RegionLayout>(`/v5/getExperiencesPageLayout/${id}`, undefined, {
    hideAlert: true,
  });

export const getHomePageV2 = (city: string) =>
  catalogueClient(city).get<HomePageV2>('/v5/getHomePage', undefined, { hideAlert: true });

/** Quotes newest first, all of them or one tag's (slug), as many as one page may hold. */
export const getQuotes = (tag?: string) =>
  catalogueClient().get<QuotesPage>(
    '/v5/getQuotes',
    { tag, page: 1, size: QUOTES_MAX_SIZE },
    { hideAlert: true },
  );

export const getQuotePage = (slug: string) =>
  catalogueClient().get<QuotePage>(`/v5/quotes/slug/${encodeURIComponent(slug)}/quotes_page`, undefined, {
    hideAlert: true,
  });

export const getPartyProducts = () =>
  catalogueClient().get<ShopifyProducts>(
    '/v2/shopify-products',
    { collection_ids: PARTY_STORE_COLLECTION_IDS },
    { hideAlert: true },
  );

// ── Site-wide calls of issue 3: the experience page layout and the sitemap ──

/** Breadcrumbs, section titles and related cards of an experience page (tag_source picks the tag). */
export const getExperienceLayout = (id: number, city: string, tagSource?: string) =>
  catalogueClient(city).get<import('@store/contract').ExperienceLayout>(
    `/v5/getExperiencePageLayout/${id}`,
    { tag_source: tagSource },
    { hideAlert: true },
  );

export const getSiteMap = () =>
  catalogueClient().get<import('@store/contract').SitemapResponse>('/v2/getSiteMap', undefined, {
    hideAlert: true,
  });

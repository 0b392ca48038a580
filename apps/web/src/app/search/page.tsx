import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getCities } from '@/lib/api.server';
import { CITY_COOKIE, cityOrDefault } from '@/lib/city-cookie';
import { SearchResultsPage } from '@/modules/search/SearchResultsPage';
import { searchExperiences } from '@/modules/search/search.server';
import { pageNumber, queryText } from '@/modules/search/search-params';

// Rendered per request: the answer depends on the query and on the visitor's city cookie.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = queryText((await searchParams).q);
  return {
    title: q ? `Results for “${q}”` : 'Search',
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = queryText(params.q);
  const city = cityOrDefault((await cookies()).get(CITY_COOKIE)?.value);
  const [results, { cities }] = await Promise.all([
    q.length >= 2 ? searchExperiences(q, city, pageNumber(params.page)) : null,
    getCities(),
  ]);
  const cityName = cities.find((c) => c.city_short_name === city)?.city_name ?? cities[0]?.city_name ?? '';
  return <SearchResultsPage q={q} cityName={cityName} results={results} />;
}

import type { Metadata } from 'next';
import { getCities } from '@/lib/api.server';
import { pageMetadata } from './metadata';

/** Home is served at `/` for every city (the proxy picks the city), so `/` is its canonical address. */
export async function homeMetadata(cityShortName: string): Promise<Metadata> {
  const { cities } = await getCities();
  const city = cities.find((c) => c.city_short_name === cityShortName)?.city_name ?? 'your city';
  return pageMetadata({
    title: `Surprises, decorations and candlelight dinners in ${city}`,
    description: `Book decorations, candlelight dinners, surprises and party services in ${city}, for the date and time you choose.`,
    path: '/',
  });
}

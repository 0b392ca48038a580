import { DEFAULT_CITY } from '@store/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getQuotePage, isMissing } from '@/lib/api.server';
import { QuoteDetail } from '@/modules/quotes/QuoteDetail';
import { pageMetadata } from '@/modules/seo/metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ slug: string }> };

async function load({ params }: Params) {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) notFound();
  return getQuotePage(slug).catch((error: unknown) => {
    if (isMissing(error)) notFound();
    throw error;
  });
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { quote, experiences } = await load(props);
  return pageMetadata({
    title: `${quote.title}: ${quote.tag.name} quote`,
    description: quote.body,
    path: quote.url,
    image: experiences[0]?.img_url,
  });
}

/** No city in the path, so the page stays one cached page: its experiences are the default city's. */
export default async function QuotePage(props: Params) {
  const page = await load(props);
  return <QuoteDetail page={page} city={DEFAULT_CITY.short_name} />;
}

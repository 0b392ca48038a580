import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getQuotes, isMissing } from '@/lib/api.server';
import { QuotesList, quotesTagPath, quoteTags } from '@/modules/quotes/QuotesList';
import { pageMetadata } from '@/modules/seo/metadata';

export const revalidate = 60;
export const generateStaticParams = async () => [];

type Params = { params: Promise<{ tag: string }> };

/** Quotes of one tag; a tag with no quotes has no page. */
async function load({ params }: Params) {
  const { tag } = await params;
  const [all, page] = await Promise.all([
    getQuotes(),
    getQuotes(tag).catch((error: unknown) => {
      if (isMissing(error)) notFound();
      throw error;
    }),
  ]);
  const tags = quoteTags(all.quotes);
  const current = tags.find((t) => t.slug === tag);
  if (!current) notFound();
  return { page, tags, current };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { current } = await load(props);
  return pageMetadata({
    title: `${current.name} quotes`,
    description: `Short ${current.name.toLowerCase()} quotes for the card, the cake or the caption.`,
    path: quotesTagPath(current.slug),
  });
}

export default async function QuotesByTagPage(props: Params) {
  const { page, tags, current } = await load(props);
  return <QuotesList page={page} tags={tags} current={current} />;
}

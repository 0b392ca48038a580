import type { Metadata } from 'next';
import { getQuotes } from '@/lib/api.server';
import { QuotesList, quoteTags } from '@/modules/quotes/QuotesList';
import { pageMetadata } from '@/modules/seo/metadata';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Quotes for birthdays, anniversaries and every occasion',
  description: 'Short lines for the card, the cake or the caption, for every celebration.',
  path: '/quotes',
});

export default async function QuotesPage() {
  const page = await getQuotes();
  return <QuotesList page={page} tags={quoteTags(page.quotes)} />;
}

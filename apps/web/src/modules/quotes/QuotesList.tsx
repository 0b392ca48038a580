import type { Quote, QuotesPage } from '@store/contract';
import Link from 'next/link';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { breadcrumbJsonLd, type Crumb } from '@/modules/listing/seo';
import { JsonLd } from '@/modules/seo/JsonLd';
import { QuoteCard } from './QuoteCard';
import styles from './Quotes.module.css';

type TagChip = Quote['tag'];

/** The distinct tags of a set of quotes, in first-seen order, for the filter chips. */
export function quoteTags(quotes: Quote[]): TagChip[] {
  const seen = new Map<number, TagChip>();
  for (const q of quotes) if (!seen.has(q.tag.id)) seen.set(q.tag.id, q.tag);
  return [...seen.values()];
}

export const quotesTagPath = (slug: string) => `/quotes/tag/${slug}`;

type Props = { page: QuotesPage; tags: TagChip[]; current?: TagChip };

export function QuotesList({ page, tags, current }: Props) {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Quotes', path: '/quotes' },
    ...(current ? [{ name: current.name, path: quotesTagPath(current.slug) }] : []),
  ];
  return (
    <div data-testid="quotes-page">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <h1 data-testid="quotes-title">{current ? `${current.name} quotes` : 'Quotes for every occasion'}</h1>
        <p>Words for the card, the cake or the caption: short lines for birthdays, anniversaries and more.</p>
      </header>
      <nav aria-label="Quotes by occasion" className={styles.chips}>
        <Link href="/quotes" aria-current={current ? undefined : 'page'}>
          All
        </Link>
        {tags.map((tag) => (
          <Link
            key={tag.id}
            href={quotesTagPath(tag.slug)}
            aria-current={current?.id === tag.id ? 'page' : undefined}
            data-testid="quote-tag"
          >
            {tag.name}
          </Link>
        ))}
      </nav>
      {page.quotes.length === 0 ? (
        <p className="empty">Data not available in {current ? `${current.name} quotes` : 'Quotes'}</p>
      ) : (
        <ul className={styles.grid}>
          {page.quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} />
          ))}
        </ul>
      )}
    </div>
  );
}

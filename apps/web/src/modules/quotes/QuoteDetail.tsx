import type { QuotePage } from '@store/contract';
import Link from 'next/link';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { breadcrumbJsonLd } from '@/modules/listing/seo';
import { JsonLd } from '@/modules/seo/JsonLd';
import { QuoteCard } from './QuoteCard';
import styles from './Quotes.module.css';
import { quotesTagPath } from './QuotesList';

/** One quote, more of its occasion, and experiences to go with it (default city). */
export function QuoteDetail({ page, city }: { page: QuotePage; city: string }) {
  const { quote } = page;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Quotes', path: '/quotes' },
    { name: quote.title, path: quote.url },
  ];
  return (
    <div data-testid="quote-page">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <figure className={styles.quote}>
        <Link href={quotesTagPath(quote.tag.slug)} className={styles.quoteTag}>
          {quote.tag.name}
        </Link>
        <h1 data-testid="quote-title">{quote.title}</h1>
        <blockquote data-testid="quote-body">
          <p>“{quote.body}”</p>
        </blockquote>
        {quote.author && <figcaption>— {quote.author}</figcaption>}
      </figure>
      {page.experiences.length > 0 && (
        <section className="tag-section" aria-labelledby="quote-experiences" data-testid="quote-experiences">
          <div className={styles.sectionHead}>
            <h2 id="quote-experiences">Make it happen: {quote.tag.name}</h2>
            <Link href={`/experiences/${city}/${quote.tag.slug}`} className={styles.all}>
              See all →
            </Link>
          </div>
          <div className="card-grid">
            {page.experiences.map((card) => (
              <FeaturedCard key={card.id} card={card} />
            ))}
          </div>
        </section>
      )}
      {page.related.length > 0 && (
        <section className="tag-section" aria-labelledby="quote-related" data-testid="quote-related">
          <h2 id="quote-related">More {quote.tag.name.toLowerCase()} quotes</h2>
          <ul className={styles.grid}>
            {page.related.map((related) => (
              <QuoteCard key={related.id} quote={related} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

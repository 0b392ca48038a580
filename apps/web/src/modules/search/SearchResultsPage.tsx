import type { SearchResults } from '@store/contract';
import Link from 'next/link';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import styles from './SearchPage.module.css';
import { RESULTS_PAGE_SIZE } from './search.server';
import { searchHref } from './search-params';

type Props = { q: string; cityName: string; results: SearchResults | null };

/** The results page: the query again, the count, a grid of cards and page links. */
export function SearchResultsPage({ q, cityName, results }: Props) {
  return (
    <>
      <section className={styles.head}>
        <h1 data-testid="search-heading">{q ? <>Results for “{q}”</> : 'Search experiences'}</h1>
        <search>
          <form action="/search" className={styles.form}>
            <label htmlFor="search-page-q" className="visually-hidden">
              Search experiences
            </label>
            <input
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={q}
              minLength={2}
              maxLength={100}
              required
              placeholder="Try “candlelight”, “balloon” or “cake”"
              className={styles.input}
            />
            <button type="submit" className={styles.button}>
              Search
            </button>
          </form>
        </search>
        {results && (
          <p className={styles.count} data-testid="search-count">
            {countText(results, cityName)}
          </p>
        )}
        {!results && <p className={styles.count}>Type at least 2 characters to search in {cityName}.</p>}
      </section>
      {results && results.total === 0 && (
        <div className={styles.empty}>
          <p className="empty" data-testid="search-empty">
            Data not available in Search
          </p>
          <p>
            Try a shorter or different word, or <Link href="/">browse everything in {cityName}</Link>.
          </p>
        </div>
      )}
      {results && results.experiences.length > 0 && (
        <div className="card-grid" data-testid="search-results">
          {results.experiences.map((card, i) => (
            <FeaturedCard key={card.id} card={card} preload={i < 4} />
          ))}
        </div>
      )}
      {results && <Pages q={q} page={results.page} total={results.total} />}
    </>
  );
}

function countText({ total, page, experiences }: SearchResults, cityName: string): string {
  const noun = total === 1 ? 'experience' : 'experiences';
  if (page === 1 || experiences.length === 0) return `${total} ${noun} in ${cityName}`;
  const from = (page - 1) * RESULTS_PAGE_SIZE + 1;
  return `${from}–${from + experiences.length - 1} of ${total} ${noun} in ${cityName}`;
}

function Pages({ q, page, total }: { q: string; page: number; total: number }) {
  const last = Math.ceil(total / RESULTS_PAGE_SIZE);
  if (last <= 1 && page === 1) return null;
  return (
    <nav className={styles.pages} aria-label="Result pages">
      {page > 1 && (
        <Link href={searchHref(q, Math.min(page - 1, Math.max(last, 1)))} rel="prev">
          ← Previous
        </Link>
      )}
      <span>
        Page {page} of {Math.max(last, 1)}
      </span>
      {page < last && (
        <Link href={searchHref(q, page + 1)} rel="next">
          Next →
        </Link>
      )}
    </nav>
  );
}

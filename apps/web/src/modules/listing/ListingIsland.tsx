'use client';

import { endpoints } from '@store/api-client';
import type { FeaturedCard as Card } from '@store/contract';
import {
  DEFAULT_SORT,
  firstPage,
  hasMore,
  isSortOption,
  nextPage,
  type SortOption,
  sortParams,
} from '@store/domain';
import { useRef, useState } from 'react';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Listing.module.css';
import { SORT_LABELS } from './sort-options';

type Props = { slug: string; city: string; tagName: string; initial: Card[]; initialTotal: number };

/** Load more and sort (docs/product.md, "Listings"); the server rendered the first page. */
export function ListingIsland({ slug, city, tagName, initial, initialTotal }: Props) {
  const api = useApi();
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [loading, setLoading] = useState(false);
  // Only the newest request may write the list: a sort change outruns a load more still in flight.
  const latest = useRef(0);

  async function load(order: SortOption, loaded: Card[]) {
    const ticket = ++latest.current;
    const request = loaded.length === 0 ? firstPage() : nextPage(loaded.length);
    setLoading(true);
    try {
      const page = await api.call(endpoints.tagListing, {
        params: { slug },
        query: { onlyActive: 'true', ...request, ...sortParams(order) },
        headers: { CITY: city },
      });
      if (ticket !== latest.current) return;
      setItems([...loaded, ...page.experiences]);
      setTotal(page.total);
    } catch {
      // The client has already shown the error as a toast; the visitor can try again.
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }

  function changeSort(value: string) {
    if (!isSortOption(value)) return;
    setSort(value);
    setItems([]);
    void load(value, []);
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="listing-shown">
          Showing {items.length} of {total}
        </p>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select
            data-testid="listing-sort"
            value={sort}
            onChange={(event) => changeSort(event.target.value)}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.length > 0 ? (
        <div className="card-grid" data-testid="listing-grid" aria-busy={loading}>
          {items.map((card, index) => (
            <FeaturedCard key={card.id} card={card} preload={index < 2} />
          ))}
        </div>
      ) : (
        !loading && (
          <p className="empty" data-testid="listing-empty">
            Data not available in {tagName}
          </p>
        )
      )}
      {loading && items.length === 0 && <div className={styles.skeleton} aria-hidden="true" />}
      {hasMore(items.length, total) && items.length > 0 && (
        <div className={styles.more}>
          <button
            type="button"
            className="button-secondary"
            data-testid="load-more"
            disabled={loading}
            onClick={() => load(sort, items)}
          >
            {loading ? 'Loading…' : `Load more (${total - items.length} more)`}
          </button>
        </div>
      )}
    </>
  );
}

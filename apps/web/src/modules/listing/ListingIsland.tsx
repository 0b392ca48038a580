'use client';

import { endpoints } from '@store/api-client';
import type { FeaturedCard as Card } from '@store/contract';
import {
  DEFAULT_SORT,
  filterParams,
  firstPage,
  hasMore,
  isFiltered,
  isPriceBand,
  isRatingFloor,
  isSortOption,
  type ListingFilters,
  NO_FILTERS,
  nextPage,
  type SortOption,
  sortParams,
} from '@store/domain';
import { useRef, useState } from 'react';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { useApi } from '@/modules/runtime/useApi';
import { PRICE_LABELS, RATING_LABELS } from './filter-options';
import styles from './Listing.module.css';
import { SORT_LABELS } from './sort-options';

type Occasion = { slug: string; name: string };
type Props = {
  slug: string;
  city: string;
  tagName: string;
  initial: Card[];
  initialTotal: number;
  occasions: Occasion[];
};

/** Load more, sort and filters (docs/product.md, "Listings"); the server rendered the first page. */
export function ListingIsland({ slug, city, tagName, initial, initialTotal, occasions }: Props) {
  const api = useApi();
  const [items, setItems] = useState(initial);
  const [total, setTotal] = useState(initialTotal);
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [filters, setFilters] = useState<ListingFilters>(NO_FILTERS);
  const [loading, setLoading] = useState(false);
  // Only the newest request may write the list: a sort change outruns a load more still in flight.
  const latest = useRef(0);

  async function load(order: SortOption, narrowed: ListingFilters, loaded: Card[]) {
    const ticket = ++latest.current;
    const request = loaded.length === 0 ? firstPage() : nextPage(loaded.length);
    setLoading(true);
    try {
      const page = await api.call(endpoints.tagListing, {
        params: { slug },
        query: { onlyActive: 'true', ...request, ...sortParams(order), ...filterParams(narrowed) },
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
    void load(value, filters, []);
  }

  // A filter changed starts the list again, as a sort does.
  function narrow(next: ListingFilters) {
    setFilters(next);
    setItems([]);
    void load(sort, next, []);
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
      <fieldset className={styles.filters} data-testid="listing-filters">
        <legend className="visually-hidden">Narrow the experiences</legend>
        <label className={styles.sort}>
          <span>Price</span>
          <select
            data-testid="filter-price"
            value={filters.price}
            onChange={(event) =>
              isPriceBand(event.target.value) && narrow({ ...filters, price: event.target.value })
            }
          >
            {Object.entries(PRICE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.sort}>
          <span>Rating</span>
          <select
            data-testid="filter-rating"
            value={filters.rating}
            onChange={(event) =>
              isRatingFloor(event.target.value) && narrow({ ...filters, rating: event.target.value })
            }
          >
            {Object.entries(RATING_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {occasions.length > 0 && (
          <label className={styles.sort}>
            <span>Occasion</span>
            <select
              data-testid="filter-occasion"
              value={filters.occasion}
              onChange={(event) => narrow({ ...filters, occasion: event.target.value })}
            >
              <option value="">Any occasion</option>
              {occasions.map((occasion) => (
                <option key={occasion.slug} value={occasion.slug}>
                  {occasion.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </fieldset>
      {items.length > 0 ? (
        <div className="card-grid" data-testid="listing-grid" aria-busy={loading}>
          {items.map((card, index) => (
            <FeaturedCard key={card.id} card={card} preload={index < 2} />
          ))}
        </div>
      ) : (
        !loading &&
        (isFiltered(filters) ? (
          <div className="empty" data-testid="listing-empty">
            <p>No {tagName} match these filters.</p>
            <button type="button" className="button-secondary" onClick={() => narrow(NO_FILTERS)}>
              Clear the filters
            </button>
          </div>
        ) : (
          <p className="empty" data-testid="listing-empty">
            Data not available in {tagName}
          </p>
        ))
      )}
      {loading && items.length === 0 && <div className={styles.skeleton} aria-hidden="true" />}
      {hasMore(items.length, total) && items.length > 0 && (
        <div className={styles.more}>
          <button
            type="button"
            className="button-secondary"
            data-testid="load-more"
            disabled={loading}
            onClick={() => load(sort, filters, items)}
          >
            {loading ? 'Loading…' : `Load more (${total - items.length} more)`}
          </button>
        </div>
      )}
    </>
  );
}

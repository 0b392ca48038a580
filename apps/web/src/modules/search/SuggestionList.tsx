import type { FeaturedCard } from '@store/contract';
import { shownPrice } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';
import { Highlight } from './Highlight';
import styles from './SearchBox.module.css';

type Props = {
  listId: string;
  query: string;
  items: FeaturedCard[];
  total: number;
  active: number;
  onHover(index: number): void;
  onPick(): void;
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The popup of the search box: options that are links, or the empty text. */
export function SuggestionList({ listId, query, items, total, active, onHover, onPick }: Props) {
  const allResults = `/search?q=${encodeURIComponent(query)}`;
  return (
    // Clicking inside must not blur the field first, or the popup would close before the click.
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus in the field; the keyboard works there
    <div className={styles.popup} data-testid="search-popup" onMouseDown={(e) => e.preventDefault()}>
      {items.length > 0 && (
        <div id={listId} role="listbox" aria-label="Matching experiences" className={styles.list}>
          {items.map((card, i) => (
            // Each option is the link itself: the field keeps the focus (aria-activedescendant) and
            // an option may not hold another control.
            <Link
              key={card.id}
              href={card.page_url}
              id={optionId(listId, i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={styles.option}
              onMouseEnter={() => onHover(i)}
              onClick={onPick}
              data-testid="search-option"
            >
              <Image src={card.img_url} alt="" width={56} height={56} className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.name}>
                  <Highlight text={card.title} query={query} />
                </span>
                {card.locality && <span className={styles.place}>{card.locality}</span>}
              </span>
              <span className={styles.price}>{shownPrice(card)}</span>
            </Link>
          ))}
        </div>
      )}
      {items.length === 0 ? (
        <p className={styles.empty} role="status" data-testid="search-no-match">
          No experiences match “{query}”
        </p>
      ) : (
        total > items.length && (
          <Link href={allResults} className={styles.all} tabIndex={-1} onClick={onPick}>
            See all {total} results
          </Link>
        )
      )}
    </div>
  );
}

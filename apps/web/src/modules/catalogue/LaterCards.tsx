'use client';

import type { FeaturedCard as Card } from '@store/contract';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { FeaturedCard } from './FeaturedCard';
import styles from './HomeSections.module.css';

/** How far ahead of the screen a section's cards are drawn, so a scrolling visitor never sees them arrive. */
const AHEAD = '800px 0px';

/**
 * The cards of a home section further down: drawn in the browser as the section nears the screen.
 * The page's HTML carries their data, not their markup, and the browser neither parses, lays out
 * nor hydrates the 60-odd cards a phone shows only after several screens of scrolling (most of
 * home's blocking time at load). Until then a block of about their height holds their place.
 */
export function LaterCards({ cards }: { cards: readonly Card[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    // The rows the cards will take in the two-, three- and four-column layouts (globals.css).
    const rows = (columns: number) => String(Math.ceil(cards.length / columns));
    const style = { '--rows-2': rows(2), '--rows-3': rows(3), '--rows-4': rows(4) } as CSSProperties;
    return <div ref={holder} className={styles.holder} style={style} data-testid="later-cards" />;
  }
  return (
    <div className="card-grid">
      {cards.map((card) => (
        <FeaturedCard key={card.id} card={card} />
      ))}
    </div>
  );
}

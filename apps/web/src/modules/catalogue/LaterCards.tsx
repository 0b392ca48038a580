'use client';

import { endpoints } from '@store/api-client';
import type { FeaturedCard as Card } from '@store/contract';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { FeaturedCard } from './FeaturedCard';
import styles from './HomeSections.module.css';

/** How far ahead of the screen a section's cards are asked for, so a scrolling visitor never sees them arrive. */
const AHEAD = '800px 0px';

type Props = { tag: string; cityId: number; count: number };

/**
 * The cards of a home section further down: asked for (GET /v3/getExperiencesByTags, the same first
 * cards of the tag in the city as home's own call) and drawn in the browser as the section nears
 * the screen. The page carries neither their markup nor their data, only how many there are: the
 * browser neither parses, lays out nor hydrates the 60-odd cards a phone shows only after several
 * screens of scrolling, and home's HTML is half as long. Until then a block of about their height
 * holds their place.
 */
export function LaterCards({ tag, cityId, count }: Props) {
  const api = useApi();
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [cards, setCards] = useState<readonly Card[] | 'failed' | null>(null);

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

  useEffect(() => {
    if (!near || cards !== null) return;
    const controller = new AbortController();
    api
      // Page and size are the API's defaults, home's own: every visitor's call is one cached answer.
      .call(endpoints.tagStrip, {
        params: { tag },
        query: { city_id: cityId },
        signal: controller.signal,
        hideAlert: true, // said in the section itself, once per section
      })
      .then(
        (strip) => setCards(strip.experiences),
        () => {
          if (!controller.signal.aborted) setCards('failed');
        },
      );
    return () => controller.abort();
  }, [api, near, cards, tag, cityId]);

  if (cards === 'failed')
    return (
      <p className={styles.failed} data-testid="later-cards-failed">
        These experiences could not be loaded.{' '}
        <button type="button" className="button-secondary" onClick={() => setCards(null)}>
          Try again
        </button>
      </p>
    );
  if (cards === null) {
    // The rows the cards will take in the two-, three- and four-column layouts (globals.css).
    const rows = (columns: number) => String(Math.ceil(count / columns));
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

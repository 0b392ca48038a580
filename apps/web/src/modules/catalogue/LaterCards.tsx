'use client';

import { endpoints } from '@store/api-client';
import type { CSSProperties } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useLoadWhenNear } from '@/modules/runtime/useLoadWhenNear';
import { FeaturedCard } from './FeaturedCard';
import styles from './HomeSections.module.css';

type Props = { tag: string; cityId: number; count: number };

/**
 * The cards of a home section further down: asked for (GET /v3/getExperiencesByTags, the same first
 * cards of the tag in the city as home's own call) and drawn in the browser as the section nears
 * the screen (useLoadWhenNear). The page carries only how many there are: until they come, a block
 * of about their height holds their place.
 */
export function LaterCards({ tag, cityId, count }: Props) {
  const api = useApi();
  const {
    holder,
    result: cards,
    retry,
  } = useLoadWhenNear((signal) =>
    api
      // Page and size are the API's defaults, home's own: every visitor's call is one cached answer.
      .call(endpoints.tagStrip, {
        params: { tag },
        query: { city_id: cityId },
        signal,
        hideAlert: true, // said in the section itself, once per section
      })
      .then((strip) => strip.experiences),
  );

  if (cards === 'failed')
    return (
      <p className={styles.failed} data-testid="later-cards-failed">
        These experiences could not be loaded.{' '}
        <button type="button" className="button-secondary" onClick={retry}>
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

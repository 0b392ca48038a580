'use client';

import { endpoints } from '@store/api-client';
import { WISHLIST_FETCH_SIZE } from '@store/domain';
import Link from 'next/link';
import { useCallback, useEffect } from 'react';
import { setWishlist } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { useApi } from '@/modules/runtime/useApi';
import { Empty, LoadFailed, Loading } from './Empty';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

/** The wishlisted experiences as cards of the chosen city (the CITY header); a heart pressed here takes the card off. */
export function WishlistTab({ userId, title }: { userId: number; title: string }) {
  const api = useApi();
  const { wishlist, wishlistLoaded } = useAuth();
  const load = useCallback(
    (signal: AbortSignal) =>
      api.call(endpoints.wishlist, {
        params: { userId },
        query: { page: 1, size: WISHLIST_FETCH_SIZE },
        signal,
      }),
    [api, userId],
  );
  const cards = useLoad(load);
  // The cards come with every id of the wishlist: the hearts take them, and ask nothing themselves.
  const ids = cards.kind === 'ready' ? cards.data.ids : undefined;
  useEffect(() => {
    if (ids && !wishlistLoaded) setWishlist(ids);
  }, [ids, wishlistLoaded]);
  if (cards.kind === 'loading') return <Loading />;
  if (cards.kind === 'failed') return <LoadFailed retry={cards.reload} />;
  // Hearts pressed on this tab take their card off at once (once the hearts know the wishlist).
  const shown = wishlistLoaded
    ? cards.data.experiences.filter((card) => wishlist.includes(card.id))
    : cards.data.experiences;
  if (shown.length === 0)
    return (
      <Empty
        component={title}
        next={
          <>
            Tap the heart on any experience to keep it here.{' '}
            <Link href="/" className={styles.link}>
              Browse experiences
            </Link>
          </>
        }
      />
    );
  return (
    <div className="card-grid" data-testid="wishlist-cards">
      {shown.map((card) => (
        <FeaturedCard key={card.id} card={card} />
      ))}
    </div>
  );
}

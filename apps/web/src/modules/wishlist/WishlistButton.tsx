'use client';

import { endpoints } from '@store/api-client';
import { useEffect } from 'react';
import { flipWishlisted, wantWishlist } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './WishlistButton.module.css';

export const LOGIN_TO_WISHLIST = 'Please log in to add to your wishlist';
export const WISHLIST_FAILED = 'Your wishlist could not be changed. Please try again.';

/**
 * The heart on a card or an experience page. It sits beside the card's link, not inside it, so it is
 * its own tab stop. A guest is told to log in; a customer's press shows at once and is undone if
 * the server refuses. The catalogue's answers are the same for everyone (cached); whether this
 * customer's heart is filled comes from their wishlist, loaded once after sign-in on a page that
 * shows a heart.
 */
export function WishlistButton({
  experienceId,
  title,
  variant = 'card',
}: {
  experienceId: number;
  title: string;
  /** On a card: the round heart over its picture. On the experience page: a button with words. */
  variant?: 'card' | 'page';
}) {
  const { token, wishlist } = useAuth();
  const api = useApi();
  const toast = useToast();
  const wishlisted = token !== null && wishlist.includes(experienceId);
  useEffect(wantWishlist, []);

  async function press() {
    if (!token) {
      toast(LOGIN_TO_WISHLIST, 'info');
      return;
    }
    flipWishlisted(experienceId, !wishlisted);
    try {
      const answer = await api.call(endpoints.toggleWishlist, {
        params: { id: experienceId },
        hideAlert: true,
      });
      flipWishlisted(experienceId, answer.is_wishlisted);
    } catch {
      flipWishlisted(experienceId, wishlisted);
      toast(WISHLIST_FAILED, 'error');
    }
  }

  return (
    <button
      type="button"
      className={variant === 'card' ? styles.heart : `button-secondary ${styles.pageHeart}`}
      data-testid={variant === 'card' ? 'wishlist-button' : 'experience-wishlist'}
      aria-pressed={wishlisted}
      aria-label={`Add ${title} to your wishlist`}
      onClick={press}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {variant === 'page' && <span aria-hidden="true">{wishlisted ? 'In your wishlist' : 'Wishlist'}</span>}
    </button>
  );
}

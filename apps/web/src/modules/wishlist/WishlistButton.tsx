'use client';

import { useToast } from '@/modules/toast/ToastProvider';
import styles from './WishlistButton.module.css';

export const LOGIN_TO_WISHLIST = 'Please log in to add to your wishlist';

/**
 * The heart on a card. It sits beside the card's link, not inside it, so it is its own tab stop.
 * There are no accounts yet: every press asks the visitor to log in (the login modal hooks in here).
 */
export function WishlistButton({ title, wishlisted }: { title: string; wishlisted: boolean }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={styles.heart}
      data-testid="wishlist-button"
      aria-pressed={wishlisted}
      aria-label={`Add ${title} to your wishlist`}
      onClick={() => toast(LOGIN_TO_WISHLIST, 'info')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}

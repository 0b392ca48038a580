'use client';

import { useEffect } from 'react';

// What a modal dialog of the store does with focus and the page behind it (WCAG 2.2: 2.1.2, 2.4.3),
// for the kit's Dialog.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's controls a keyboard can reach, in page order (hidden ones left out). */
export const focusables = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);

/**
 * Keeps Tab inside the dialog: from its last control to its first, Shift+Tab the other way, and
 * focus that is somehow outside comes back in.
 */
export function keepTabInside(
  root: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
): void {
  if (event.key !== 'Tab') return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const inside = root.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** While a modal is open the page behind does not scroll; closed, focus goes back to its opener. */
export function useModalOpen(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
}

'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Booking.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);

type Props = {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  /** 'sheet': a bottom sheet on phones, a centred panel on wider screens. */
  size?: 'wide' | 'narrow';
};

/**
 * A modal dialog: aria-modal, focus moved in and kept inside (Tab wraps), Escape and the backdrop
 * close it, the page behind does not scroll, and focus returns to the opener on close.
 */
export function Dialog({ labelledBy, onClose, children, testId, size = 'wide' }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusables(root)[0] ?? root).focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return event.preventDefault();
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      html.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button serve keyboards
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
      data-testid={`${testId}-backdrop`}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${styles.panel} ${size === 'narrow' ? styles.panelNarrow : ''}`}
        data-testid={testId}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusables, keepTabInside, useModalOpen } from '@/modules/dialog/modal-focus';
import styles from './Booking.module.css';

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

  useModalOpen();
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    (focusables(root)[0] ?? root).focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      keepTabInside(root, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
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

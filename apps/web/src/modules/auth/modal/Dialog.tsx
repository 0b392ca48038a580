'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusables, keepTabInside, useModalOpen } from '@/modules/dialog/modal-focus';
import styles from './modal.module.css';

type Props = {
  title: string;
  lead?: ReactNode;
  testId: string;
  onClose(): void;
  onBack?: () => void;
  children: ReactNode;
};

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape and the backdrop close it, the page
 * behind does not scroll, and focus goes back where it was. A bottom sheet on phones.
 */
export function Dialog({ title, lead, testId, onClose, onBack, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useModalOpen();

  // Each screen starts at its first field (or its first control).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title is a new screen.
  useEffect(() => {
    const root = panel.current;
    if (!root || (root.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT'))
      return;
    const first = root.querySelector<HTMLElement>('input:not([disabled])') ?? focusables(root)[0];
    (first ?? root).focus();
  }, [title]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) keepTabInside(panel.current, event);
  }

  return (
    <div
      className={styles.backdrop}
      data-testid="auth-backdrop"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          {onBack && (
            <button type="button" className={styles.iconButton} data-testid="auth-back" onClick={onBack}>
              <span aria-hidden="true">←</span>
              <span className="visually-hidden">Back</span>
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.iconButton} data-testid="auth-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}

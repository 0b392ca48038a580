'use client';

import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';
import { focusables, keepTabInside, useModalOpen } from './modal-focus';

type Common = {
  testId: string;
  onClose(): void;
  children: ReactNode;
  /** Drawn at the end of the page's body rather than where it is rendered. */
  portal?: boolean;
};

/**
 * Titled: the dialog draws its title (its name), close and, when given, back; a screen of it is
 * usually a `DialogForm`. Each new title is a new screen, which starts at its first field, or its
 * first control.
 */
type Titled = Common & { title: string; lead?: ReactNode; onBack?: () => void };

/**
 * Framed: its content brings its own header (with the heading that names it, `labelledBy`), body
 * and footer. It starts at its first control, without scrolling; the content may move focus on.
 */
type Framed = Common & { labelledBy: string; size?: 'wide' | 'narrow' };

/**
 * The store's modal dialog: aria-modal, focus moved in and kept inside (Tab wraps), Escape and the
 * backdrop close it, the page behind does not scroll, and focus goes back to the opener on close.
 * A bottom sheet on phones, a centred card on wider screens.
 */
export function Dialog(props: Titled | Framed) {
  const { testId, children, portal } = props;
  const titled = 'title' in props ? props : null;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(props.onClose);
  close.current = props.onClose;

  useModalOpen();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new title is a new screen.
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    if (!titled) {
      (focusables(root)[0] ?? root).focus({ preventScroll: true });
      return;
    }
    if (root.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT') return;
    const first = root.querySelector<HTMLElement>('input:not([disabled])') ?? focusables(root)[0];
    (first ?? root).focus();
  }, [titled?.title]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = panel.current;
      if (!root) return;
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

  const framed = titled ? null : (props as Framed);
  const dialog = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button serve keyboards
    <div
      className={titled ? styles.backdrop : `${styles.backdrop} ${styles.frameBackdrop}`}
      onMouseDown={(event) => event.target === event.currentTarget && close.current()}
      data-testid={`${testId}-backdrop`}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={framed ? framed.labelledBy : titleId}
        tabIndex={-1}
        className={
          titled ? styles.sheet : `${styles.frame} ${framed?.size === 'narrow' ? styles.narrow : ''}`
        }
        data-testid={testId}
      >
        {titled && (
          <>
            <div className={styles.head}>
              {titled.onBack && (
                <button
                  type="button"
                  className={styles.iconButton}
                  data-testid="auth-back"
                  onClick={titled.onBack}
                >
                  <span aria-hidden="true">←</span>
                  <span className="visually-hidden">Back</span>
                </button>
              )}
              <h2 id={titleId} className={styles.title}>
                {titled.title}
              </h2>
              <button
                type="button"
                className={styles.iconButton}
                data-testid="auth-close"
                onClick={() => close.current()}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Close</span>
              </button>
            </div>
            {titled.lead && <p className={styles.lead}>{titled.lead}</p>}
          </>
        )}
        {children}
      </div>
    </div>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}

/** A form screen of a titled dialog: its fields in a column, a little apart from a title right above. */
export function DialogForm(props: ComponentProps<'form'>) {
  return <form className={styles.form} {...props} />;
}

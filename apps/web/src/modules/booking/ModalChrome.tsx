'use client';

import { type BookingStep, formatInr } from '@store/domain';
import type { Ref } from 'react';
import controls from './controls.module.css';
import styles from './ModalChrome.module.css';
import type { QuoteState } from './useQuote';

const TITLES: Record<BookingStep, string> = {
  date: 'Select a date',
  slot: 'Select a time slot',
  customizations: 'Make it extra special',
  summery: 'Booking summary',
  group_booking: 'Group booking',
};

type HeaderProps = {
  step: BookingStep;
  subtitle: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: (() => void) | null;
  onClose: () => void;
};

/** Back, the screen's title (the dialog's name) and close. */
export function ModalHeader({ step, subtitle, headingRef, onBack, onClose }: HeaderProps) {
  return (
    <header className={styles.header}>
      {onBack ? (
        <button
          type="button"
          className={controls.iconButton}
          onClick={onBack}
          aria-label="Back"
          data-testid="booking-back"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M15.4 5.4a1 1 0 0 1 0 1.4L10.2 12l5.2 5.2a1 1 0 1 1-1.4 1.4l-5.9-5.9a1 1 0 0 1 0-1.4l5.9-5.9a1 1 0 0 1 1.4 0z"
            />
          </svg>
        </button>
      ) : (
        <span className={styles.iconSpacer} />
      )}
      <div className={styles.headerText}>
        <h2
          id="booking-title"
          className={styles.title}
          ref={headingRef}
          tabIndex={-1}
          data-testid="booking-step"
          data-step={step}
        >
          {TITLES[step]}
        </h2>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      <CloseButton onClose={onClose} label="Close booking" />
    </header>
  );
}

type FooterProps = {
  step: BookingStep;
  notice: string;
  quote: QuoteState;
  hasCustomizations: boolean;
  onNext: () => void;
  onGroup: () => void;
  onCheckout: () => void;
};

/** Continue (or the server's total and checkout on the summary), and the way to a group enquiry. */
export function ModalFooter({
  step,
  notice,
  quote,
  hasCustomizations,
  onNext,
  onGroup,
  onCheckout,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      {notice && (
        // What a step still needs ("Please choose a time slot") is guidance, not an error: not in red.
        <p className={styles.footerNotice} role="status" data-testid="booking-notice">
          {notice}
        </p>
      )}
      {step === 'summery' ? (
        <>
          <p className={styles.footerTotal}>
            <span>Total</span>
            <strong data-testid="summary-total">
              {quote.status === 'ready' ? formatInr(quote.quote.amount) : '…'}
            </strong>
          </p>
          <button
            type="button"
            className={`${controls.primaryButton} ${styles.footerPrimary}`}
            disabled={quote.status !== 'ready'}
            onClick={onCheckout}
            data-testid="proceed-to-checkout"
          >
            Proceed to checkout
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={`${controls.linkButton} ${styles.footerLink}`}
            onClick={onGroup}
            data-testid="to-group-booking"
          >
            Group of 10+?
          </button>
          <button
            type="button"
            className={`${controls.primaryButton} ${styles.footerPrimary}`}
            onClick={onNext}
            data-testid="booking-continue"
          >
            {step === 'customizations' && !hasCustomizations ? 'Skip add-ons' : 'Continue'}
          </button>
        </>
      )}
    </footer>
  );
}

export function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button
      type="button"
      className={controls.iconButton}
      onClick={onClose}
      aria-label={label}
      data-testid="dialog-close"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z"
        />
      </svg>
    </button>
  );
}

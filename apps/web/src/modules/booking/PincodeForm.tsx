'use client';

import type { PincodeState } from '@store/domain';
import type { RefObject } from 'react';
import controls from './controls.module.css';
import styles from './PincodeForm.module.css';

type Props = {
  state: PincodeState;
  checking: boolean;
  hint: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onEdit: (text: string) => void;
  onCheck: () => void;
};

/** Delivery pincode entry: the check answers with the delivery text, or why it cannot be served. */
export function PincodeForm({ state, checking, hint, inputRef, onEdit, onCheck }: Props) {
  const message = hint || state.error;
  const served = state.served !== '' && state.served === state.typed;
  return (
    <form
      className={styles.pincodeForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!checking) onCheck();
      }}
      noValidate
    >
      <label htmlFor="booking-pincode" className={controls.fieldLabel}>
        Delivery pincode
      </label>
      <div className={styles.pincodeRow}>
        {/* No maxLength: a pasted " 110 017 " would be cut to " 110 0" before it is cleaned (domain keeps 6 digits). */}
        <input
          ref={inputRef}
          id="booking-pincode"
          className={`${controls.input} ${styles.pincodeInput}`}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          value={state.typed}
          onChange={(event) => onEdit(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby="booking-pincode-status"
          data-testid="pincode-input"
        />
        {/* Not disabled while checking: a disabled button drops the keyboard's focus to the page. */}
        <button
          type="submit"
          className={controls.secondaryButton}
          aria-disabled={checking || undefined}
          data-testid="pincode-check"
        >
          {checking ? 'Checking…' : 'Check'}
        </button>
      </div>
      <p id="booking-pincode-status" className={styles.pincodeStatus} aria-live="polite">
        {message ? (
          <span className={controls.errorText} data-testid="pincode-error">
            {message}
          </span>
        ) : served ? (
          <span className={styles.okText} data-testid="pincode-served">
            <span aria-hidden="true">✓ </span>
            We deliver to {state.served}. {state.deliveryText === 'free' ? 'Delivery: ' : ''}
            <span data-testid="delivery-text">{state.deliveryText}</span>
          </span>
        ) : null}
      </p>
    </form>
  );
}

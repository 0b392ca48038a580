'use client';

import { OTP_LENGTH } from '@store/domain';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import styles from './fields.module.css';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  testId: string;
  prefix?: string;
  trailing?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>;

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, testId, prefix, trailing, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={styles.input}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? noteId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={noteId} className={styles.fieldError} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={noteId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export function MobileField(props: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <Field
      label="Mobile number"
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="10-digit mobile number"
      maxLength={10}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.replace(/\D/g, '').slice(0, 10))}
      error={props.error}
      testId={props.testId}
    />
  );
}

export function PasswordField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string;
  testId: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={props.label}
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={props.error}
      hint={props.hint}
      testId={props.testId}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

const SLOTS = Array.from({ length: OTP_LENGTH }, (_, i) => i);

/** Six digit boxes over one real input, so paste, autofill (one-time-code) and screen readers just work. */
export function CodeInput(props: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  testId: string;
}) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const { value } = props;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        6‑digit code
      </label>
      <div className={styles.code}>
        <input
          id={id}
          className={styles.codeInput}
          data-testid={props.testId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => props.onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <div className={styles.slots} aria-hidden="true">
          {SLOTS.map((i) => {
            const active = focused && i === Math.min(value.length, OTP_LENGTH - 1);
            return (
              <span
                key={i}
                className={`${styles.slot} ${active ? styles.slotActive : ''} ${props.error ? styles.slotInvalid : ''}`}
              >
                {value[i] ?? ''}
              </span>
            );
          })}
        </div>
      </div>
      {props.error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`${props.testId}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="auth-error">
      {text}
    </p>
  );
}

export function Submit({ busy, children, testId }: { busy: boolean; children: ReactNode; testId: string }) {
  return (
    <button type="submit" className={styles.primary} data-testid={testId} disabled={busy} aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function LinkButton({
  children,
  onClick,
  testId,
  disabled,
}: {
  children: ReactNode;
  onClick(): void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={styles.link} data-testid={testId} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

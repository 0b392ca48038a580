'use client';

import {
  cloneElement,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  useId,
} from 'react';
import styles from './FormShell.module.css';
import type { FormState } from './useFormSend';

/**
 * A form sent in one go (useFormSend), as on the contact page: its title, its fields, what went
 * wrong and the send button; once sent, the server's words in its place.
 */
export function FormShell(props: {
  id: string;
  title: string;
  state: FormState;
  submitLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  const { state } = props;
  if (state.kind === 'sent') {
    return (
      <section className={styles.form} data-testid={props.id} aria-labelledby={`${props.id}-title`}>
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <p className={styles.sent} role="status">
          {state.text}
        </p>
      </section>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={props.onSubmit}
      data-testid={props.id}
      aria-labelledby={`${props.id}-title`}
    >
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.children}
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.text}
        </p>
      )}
      <p>
        <button type="submit" className="button-secondary" disabled={state.kind === 'sending'}>
          {props.submitLabel}
        </button>
      </p>
    </form>
  );
}

/**
 * A field of a FormShell: labelled, with its server error; the control is the child, inside the label. The error is
 * outside the label (its name stays "Mobile", not "Mobile Enter a valid number") and is the
 * control's description, marked invalid, so a screen reader reads it with the field.
 */
export function FormShellField(props: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ReactElement<InputHTMLAttributes<HTMLElement>>;
}) {
  const errorId = useId();
  const control = props.error
    ? cloneElement(props.children, { 'aria-invalid': true, 'aria-describedby': errorId })
    : props.children;
  return (
    <div className={styles.field}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, inside the label */}
      <label className={styles.fieldLabel}>
        <span className={styles.label}>
          {props.label} {props.hint && <span className={styles.hint}>{props.hint}</span>}
        </span>
        {control}
      </label>
      {props.error && (
        <span id={errorId} className={styles.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}

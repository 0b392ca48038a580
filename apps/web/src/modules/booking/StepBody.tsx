'use client';

import type { ReactNode } from 'react';
import controls from './controls.module.css';
import type { Loaded } from './useBookingData';

type Props<T> = { state: Loaded<T>; onRetry: () => void; what: string; children: (data: T) => ReactNode };

/** A screen's data: a placeholder while it loads, a retry when it could not be loaded. */
export function StepBody<T>({ state, onRetry, what, children }: Props<T>) {
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'loading') {
    return (
      <div className={controls.skeleton} aria-busy="true">
        <span className="visually-hidden">Loading {what}…</span>
      </div>
    );
  }
  return (
    <div className={controls.errorPanel} role="alert">
      <p>We could not load {what}. Please check your connection and try again.</p>
      <button type="button" className={controls.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import type { BookingKind, BookingStep } from '@store/domain';
import styles from './StepProgress.module.css';

const LABELS: Partial<Record<BookingStep, string>> = {
  date: 'Date',
  slot: 'Time',
  customizations: 'Add-ons',
  summery: 'Summary',
};
const ORDER: Record<BookingKind, BookingStep[]> = {
  dated: ['date', 'slot', 'customizations', 'summery'],
  courier: ['customizations', 'summery'],
};

/** Where the customer is in the flow: done, current and coming steps. */
export function StepProgress({ kind, step }: { kind: BookingKind; step: BookingStep }) {
  const steps = ORDER[kind];
  const current = steps.indexOf(step);
  return (
    <ol className={styles.progress} aria-label="Booking steps">
      {steps.map((s, i) => (
        <li
          key={s}
          className={i < current ? styles.progressDone : i === current ? styles.progressCurrent : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className={styles.progressDot} aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          {LABELS[s]}
        </li>
      ))}
    </ol>
  );
}

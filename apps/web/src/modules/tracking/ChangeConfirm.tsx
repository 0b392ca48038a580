import { failureText } from '@store/api-client';
import type { OrderSummary } from '@/modules/checkout/checkout-api';
import styles from './Tracking.module.css';

/** What a change dialog (cancel, reschedule) gets from the changes section. */
export type ChangeDialogProps = {
  order: OrderSummary;
  trackingKey: string | undefined;
  onClose: () => void;
  onDone: () => void;
};

/** Why a change was refused: the server's words for a refusal, a plain retry otherwise. */
export const changeProblem = (error: unknown) => failureText(error, 'That did not work. Please try again.');

/** A change dialog's last lines: why it was refused, if it was, and the button that makes it. */
export function ChangeConfirm(props: {
  error: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {props.error && (
        <p className={styles.alert} role="alert">
          {props.error}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={props.busy}
        onClick={props.onConfirm}
        data-testid={props.testId}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}

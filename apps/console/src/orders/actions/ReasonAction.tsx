import { ActionDialog, textOf } from './ActionDialog';
import { ReasonField } from './fields';

type Props = {
  label: string;
  title: string;
  testId: string;
  submitLabel: string;
  disabled: boolean;
  /** Sends the action with the operator's optional reason. */
  run: (reason: string | undefined) => Promise<unknown>;
  /** What the notification says once it is done. */
  done: string;
};

/** An action that asks nothing but an optional reason (kept in the audit): resend, done, cash. */
export function ReasonAction({ run, done, ...dialog }: Props) {
  return (
    <ActionDialog
      {...dialog}
      onSubmit={async (form) => {
        await run(textOf(form, 'reason'));
        return done;
      }}
    >
      {(errors) => <ReasonField errors={errors} />}
    </ActionDialog>
  );
}

import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ApiError } from '@store/api-client';
import { problemInWords } from '@store/api-client/console';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export type FieldErrors = Record<string, string>;

type Props = {
  /** The button that opens it, and the dialog's title. */
  label: string;
  title: string;
  testId: string;
  disabled?: boolean;
  submitLabel: string;
  /** The form's inputs; `errors` holds each field's problem in words after a refusal. */
  children: (errors: FieldErrors) => ReactNode;
  /** Sends the action; its form's values by name. Resolves with the success message. */
  onSubmit: (form: FormData) => Promise<string>;
  /** Called when the dialog opens (to load its choices). */
  onOpen?: () => void;
  danger?: boolean;
};

/**
 * One console action on an order: a button, and a dialog with its form. The API decides and audits;
 * a refusal shows its message (and each field's) in the dialog and changes nothing, a success
 * closes it, says so, and reloads the order.
 */
export function ActionDialog(props: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  // On a phone the dialog takes the screen, its buttons always in reach.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const message = await props.onSubmit(new FormData(event.currentTarget));
      setOpen(false);
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? problemInWords(error.message, error.fields)
          : { message: 'The API could not be reached. Try again.', fields: {} },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        color={props.danger ? 'error' : 'primary'}
        disabled={props.disabled}
        onClick={() => {
          setProblem(null);
          setOpen(true);
          props.onOpen?.();
        }}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        fullScreen={phone}
        maxWidth="sm"
      >
        <form onSubmit={submit} noValidate data-testid={`${props.testId}-form`}>
          <DialogTitle id={titleId}>{props.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {problem && (
                <Alert severity="error" data-testid="action-error">
                  {problem.message}
                </Alert>
              )}
              {props.children(problem?.fields ?? {})}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Close
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={props.danger ? 'error' : 'primary'}
              disabled={busy}
              data-testid={`${props.testId}-submit`}
            >
              {props.submitLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** A form's text value, trimmed; undefined when empty (the API's optional fields). */
export const textOf = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? undefined : value;
};

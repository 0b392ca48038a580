import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { FieldErrors } from './ActionDialog';

/** Why: required for money and cancellations, kept in the audit. */
export function ReasonField({
  errors,
  required = false,
  hint = 'Kept in the audit with your name.',
}: {
  errors: FieldErrors;
  required?: boolean;
  /** Who reads the reason besides the audit (a cancellation's goes to the customer too). */
  hint?: string;
}) {
  return (
    <TextField
      name="reason"
      label={required ? 'Reason' : 'Reason (optional)'}
      required={required}
      multiline
      minRows={2}
      error={Boolean(errors.reason)}
      helperText={errors.reason ?? hint}
      slotProps={{ htmlInput: { 'data-testid': 'action-reason', maxLength: 500 } }}
    />
  );
}

/** Where refunded money goes: back to the payment, or to the customer's wallet. */
export function RefundToField({ errors }: { errors: FieldErrors }) {
  return (
    <FormControl error={Boolean(errors.refund_to)}>
      <FormLabel id="refund-to-label">Refund to</FormLabel>
      <RadioGroup row name="refund_to" defaultValue="source" aria-labelledby="refund-to-label">
        <FormControlLabel value="source" control={<Radio />} label="The payment" />
        <FormControlLabel value="wallet" control={<Radio />} label="The wallet" />
      </RadioGroup>
    </FormControl>
  );
}

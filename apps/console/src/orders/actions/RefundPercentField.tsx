import { TextField, Typography } from '@mui/material';
import type { ConsoleOrderDetail } from '@store/contract/console';
import { cancelRefundPreview } from '@store/domain';
import { useState } from 'react';
import { rupees } from '../../format';

/**
 * The share a cancellation gives back, with the rupees it comes to shown as it is typed (the
 * cancellation's own rounding, the online part capped at what is left), so nobody confirms a
 * percentage blind.
 */
export function RefundPercentField({ order, error }: { order: ConsoleOrderDetail; error?: string }) {
  const [percent, setPercent] = useState('100');
  const preview = cancelRefundPreview(
    {
      paidOnline: order.money.paid_online,
      refundable: order.money.refundable,
      wallet: order.money.wallet_used,
    },
    percent.trim() === '' ? Number.NaN : Number(percent),
  );
  return (
    <>
      <TextField
        name="refund_percent"
        label="Share refunded (%)"
        type="number"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        required
        error={Boolean(error)}
        helperText={
          error ??
          `Of what was paid: ${rupees(order.money.paid_online)} online, ${rupees(order.money.wallet_used)} from the wallet.`
        }
        slotProps={{ htmlInput: { min: 0, max: 100, 'data-testid': 'cancel-percent' } }}
      />
      <Typography role="status" variant="body1" data-testid="cancel-refund-preview">
        {preview
          ? `The customer gets back ${rupees(preview.total)}: ${rupees(preview.online)} of the online payment, ${rupees(preview.wallet)} of wallet money${order.add_ons.length > 0 ? ' (add-ons bought later: the same share of each)' : ''}.`
          : 'Enter a whole number from 0 to 100 to see the rupees.'}
      </Typography>
    </>
  );
}

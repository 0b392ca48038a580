import { Chip } from '@mui/material';
import type { OrderState } from '@store/domain';

/** Where an order stands, coloured by what it asks of an operator (text first: the colour only helps). */
const TONE: Partial<Record<OrderState, 'success' | 'warning' | 'error' | 'info'>> = {
  placed: 'info',
  sent_to_vendor: 'info',
  rejected: 'warning',
  accepted: 'success',
  on_the_way: 'success',
  completed: 'success',
  refund_due: 'warning',
  cancelled: 'error',
};

export function StatusChip({ status, label }: { status: OrderState; label: string }) {
  return (
    <Chip
      size="small"
      label={label}
      color={TONE[status] ?? 'default'}
      variant="outlined"
      data-testid="order-status"
    />
  );
}

import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ConsoleOrderDetail } from '@store/contract/console';
import { Link, Loading, Show, useRecordContext } from 'react-admin';
import { rupees } from '../format';
import { OrderActions } from './actions/OrderActions';
import { orderLink } from './links';
import { OrderFeedback, OrderLines } from './OrderLines';
import { OrderSections } from './OrderSections';
import { StatusChip } from './StatusChip';

/** A fact of the order: its name and value, read in pairs. */
function Fact({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {name}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function OrderPage() {
  const order = useRecordContext<ConsoleOrderDetail>();
  // Until the page's own read arrives, react-admin shows the list's row, which has no details.
  if (!order || !('money' in order)) return <Loading />;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="order-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h5">
          Order #{order.id}
        </Typography>
        <StatusChip status={order.status} label={order.status_label} />
      </Stack>
      {order.flagged && (
        <Typography role="status" color="error.main">
          Flagged: {order.flagged.reason}
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            <Fact name="Experience">{order.experience.name}</Fact>
            <Fact name="City">{order.city.name}</Fact>
            <Fact name="Slot">{order.date ? `${order.date} ${order.time ?? ''}` : 'No slot'}</Fact>
            <Fact name="Customer">
              {order.customer ? `${order.customer.name} · ${order.customer.mobile ?? 'no mobile'}` : 'Guest'}
            </Fact>
            <Fact name={order.parent_order_id ? "Vendor (the booking's)" : 'Vendor'}>
              <span data-testid="order-vendor">
                {order.vendor ? `${order.vendor.name} (${order.vendor.request_status})` : 'None yet'}
              </span>
            </Fact>
            <Fact name="Amount">
              {rupees(order.amount)} · {order.payment_method}
            </Fact>
            <Fact name="Refunded">
              <span data-testid="order-refunded">{rupees(order.money.refunded)}</span>
              {order.money.refundable > 0 ? ` (${rupees(order.money.refundable)} left)` : ''}
            </Fact>
            <Fact name="Where">
              {order.address ?? ([order.locality, order.pincode].filter(Boolean).join(', ') || '—')}
            </Fact>
            {order.parent_order_id && (
              <Fact name="Add-on of">
                <Link to={orderLink(order.parent_order_id)}>Order #{order.parent_order_id}</Link>
              </Fact>
            )}
          </Box>
        </CardContent>
      </Card>
      <OrderActions order={order} />
      <OrderLines order={order} />
      {order.kind === 'booking' && <OrderFeedback order={order} />}
      <OrderSections order={order} />
    </Stack>
  );
}

/** An order's page: its facts, the actions it allows, and everything behind it. */
export function OrderShow() {
  return (
    <Show title="Order" actions={false}>
      <OrderPage />
    </Show>
  );
}

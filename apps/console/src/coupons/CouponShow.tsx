import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ConsoleCouponDetail as Detail } from '@store/contract/console';
import { Link, Loading, Show, useRecordContext } from 'react-admin';
import { useApi } from '../api-context';
import { useIsAdmin } from '../availability/form-fields';
import { rupees, when, words } from '../format';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { CouponFields, saveCoupon } from './CouponForm';
import { couponOff } from './CouponList';

function ChangeCouponAction({ coupon }: { coupon: Detail }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Change or switch off"
      title={`Coupon ${coupon.code}`}
      testId="action-change-coupon"
      submitLabel="Save"
      onSubmit={(form) => saveCoupon(api, form, coupon.id)}
    >
      {(errors) => <CouponFields errors={errors} coupon={coupon} />}
    </ActionDialog>
  );
}

function CouponPage() {
  const coupon = useRecordContext<Detail>();
  const admin = useIsAdmin();
  // Opened from the list, react-admin first shows the list's row (no uses) until the coupon's own
  // answer arrives: wait for it.
  if (!coupon?.uses) return <Loading />;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="coupon-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {coupon.code}
        </Typography>
        <Typography>{couponOff(coupon)}</Typography>
        {admin && <ChangeCouponAction coupon={coupon} />}
      </Stack>
      <Typography>
        {coupon.description || 'No description'} · orders from {rupees(coupon.min_order)} ·{' '}
        {coupon.valid_from} to {coupon.valid_until} · {coupon.is_active ? 'active' : 'switched off'}
      </Typography>
      <Typography data-testid="coupon-use">
        {coupon.used} {coupon.used === 1 ? 'use' : 'uses'}
        {coupon.total_limit === null ? '' : ` of ${coupon.total_limit}`} by {coupon.customers}{' '}
        {coupon.customers === 1 ? 'customer' : 'customers'} (at most {coupon.per_user_limit} each).
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" gutterBottom>
            Orders that used it
          </Typography>
          {coupon.uses.length === 0 ? (
            <Typography>None yet.</Typography>
          ) : (
            <Table size="small" data-testid="coupon-uses">
              <TableHead>
                <TableRow>
                  <TableCell>Order</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell>Discount</TableCell>
                  <TableCell>Order state</TableCell>
                  <TableCell>When</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {coupon.uses.map((u) => (
                  <TableRow key={u.order_id}>
                    <TableCell>
                      <Link to={`/orders/${u.order_id}/show`}>#{u.order_id}</Link>
                    </TableCell>
                    <TableCell>{u.customer.name || `Customer #${u.customer.id}`}</TableCell>
                    <TableCell>{rupees(u.discount)}</TableCell>
                    <TableCell>
                      {words(u.order_status)}
                      {u.counts ? '' : ' (use given back)'}
                    </TableCell>
                    <TableCell>{when(u.created_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** A coupon's page: its terms and every order that used it, by whom. */
export function CouponShow() {
  return (
    <Show title="Coupon" actions={false}>
      <CouponPage />
    </Show>
  );
}

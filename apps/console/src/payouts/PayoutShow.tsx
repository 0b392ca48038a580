import {
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ConsolePayoutStatement as Detail } from '@store/contract/console';
import { Link, Loading, Show, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../availability/form-fields';
import { rupees, when } from '../format';
import { ExportPayoutButton, MarkPaidAction } from './PayoutActions';

function PayoutPage() {
  const s = useRecordContext<Detail>();
  const admin = useIsAdmin();
  // Opened from the list, react-admin first shows the list's row (no lines) until the statement's answer arrives.
  if (!s?.lines) return <Loading />;
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="payout-page">
      <Typography variant="h5" component="h2">
        {s.vendor.name}, week of {s.week_start} to {s.week_end}
      </Typography>
      <Typography data-testid="payout-status">
        {s.status === 'paid'
          ? `Paid ${rupees(s.total)} on ${s.paid_on}, bank reference ${s.bank_reference} (marked ${when(s.paid_at)}).`
          : `Open: ${rupees(s.total)} owed so far.`}
      </Typography>
      <Stack direction="row" spacing={2}>
        <ExportPayoutButton id={s.id} week={s.week_start} />
        {admin && <MarkPaidAction id={s.id} disabled={s.status === 'paid'} />}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        The vendor's statements link (on the store):{' '}
        <code data-testid="payout-vendor-link">{s.statements_path}</code>
      </Typography>
      {/* The lines scroll on their own on a phone: bounded, the table cannot widen the page (a flex
          item grows to its content's width) and the page and its dialogs keep the screen's width. */}
      <TableContainer sx={{ maxWidth: 'calc(100vw - 32px)' }}>
        <Table size="small" data-testid="payout-lines">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Line</TableCell>
              <TableCell>Experience</TableCell>
              <TableCell>Slot day</TableCell>
              <TableCell>On</TableCell>
              <TableCell align="right">Base</TableCell>
              <TableCell align="right">Commission</TableCell>
              <TableCell align="right">Vendor share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.lines.map((l) => (
              <TableRow key={`${l.kind}-${l.refund_id ?? l.order_id}`}>
                <TableCell>
                  <Link to={`/orders/${l.order_id}/show`}>#{l.order_id}</Link>
                </TableCell>
                <TableCell>{l.kind === 'order' ? 'Completed booking' : 'Refund'}</TableCell>
                <TableCell>{l.experience}</TableCell>
                <TableCell>{l.slot_date ?? ''}</TableCell>
                <TableCell>{when(l.occurred_at)}</TableCell>
                <TableCell align="right">{rupees(l.base)}</TableCell>
                <TableCell align="right">
                  {rupees(l.commission)} ({l.commission_percent}%)
                </TableCell>
                <TableCell align="right">{rupees(l.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={7}>
                <strong>Total</strong>
              </TableCell>
              <TableCell align="right" data-testid="payout-total">
                <strong>{rupees(s.total)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** One payout statement: its lines, CSV, the vendor's link, and marking it paid (admins). */
export function PayoutShow() {
  return (
    <Show title="Payout statement" actions={false}>
      <PayoutPage />
    </Show>
  );
}

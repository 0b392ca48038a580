import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ConsoleOrderDetail } from '@store/contract/console';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-admin';
import { rupees, when, words } from '../format';
import { ScrollRegion } from '../layout/ScrollRegion';
import { orderLink } from './links';

/** One titled table of the order's page; says so when it has no rows. */
function Section({
  title,
  testId,
  head,
  rows,
}: {
  title: string;
  testId: string;
  head: string[];
  rows: ReactNode[][];
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid={testId}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2">None.</Typography>
        ) : (
          // A wide table scrolls inside its card, so a phone's page never grows sideways.
          <ScrollRegion label={title}>
            <Table size="small" aria-labelledby={id}>
              <TableHead>
                <TableRow>
                  {head.map((h) => (
                    <TableCell key={h} component="th" scope="col">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((cells, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and never move
                  <TableRow key={i}>
                    {cells.map((cell, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are columns
                      <TableCell key={j}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}

/** Everything behind the order: its history, vendors, money and messages, and the customer's answers. */
export function OrderSections({ order }: { order: ConsoleOrderDetail }) {
  return (
    <>
      <Section
        title="Timeline"
        testId="order-timeline"
        head={['When', 'What', 'Who']}
        rows={order.timeline.map((e) => [
          when(e.at),
          e.from !== null && e.to !== null && e.from !== e.to
            ? `${words(e.from)} → ${words(e.to)}: ${e.text}`
            : e.text,
          e.actor?.name ?? (e.source === 'order' ? 'the store' : ''),
        ])}
      />
      {order.kind === 'booking' && (
        <Section
          title="Add-ons bought after booking (the booking's vendor brings them)"
          testId="order-customizations"
          head={['Order', 'Add-ons', 'Amount', 'Status', 'Bought']}
          rows={order.add_ons.map((a) => [
            <Link key={a.id} to={orderLink(a.id)}>
              Order #{a.id}
            </Link>,
            a.customizations.map((c) => (c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name)).join(', '),
            rupees(a.amount),
            a.status_label,
            when(a.created_at),
          ])}
        />
      )}
      <Section
        title="Vendors asked"
        testId="order-vendor-requests"
        head={['Vendor', 'Mobile', 'Status', 'Sent', 'Answer by', 'Answered']}
        rows={order.vendor_requests.map((r) => [
          r.vendor.name,
          r.vendor.mobile,
          words(r.status),
          when(r.sent_at),
          when(r.answer_by),
          when(r.responded_at),
        ])}
      />
      <Section
        title="Payments and captures"
        testId="order-payments"
        head={['Provider', 'Order', 'Payment', 'Amount', 'Status', 'Captures']}
        rows={order.payments.map((p) => [
          p.provider,
          p.provider_order_id,
          p.provider_payment_id ?? '—',
          rupees(p.amount),
          p.status,
          p.captures
            .map((c) => `${rupees(c.amount)} ${c.outcome} (${c.source})${c.refund_due ? ', refund due' : ''}`)
            .join('; ') || '—',
        ])}
      />
      <Section
        title="Refunds"
        testId="order-refunds"
        head={['Amount', 'To', 'Status', 'Why', 'Opened', 'Settled']}
        rows={order.refunds.map((r) => [
          rupees(r.amount),
          r.to === 'wallet' ? 'wallet' : 'payment',
          r.status + (r.last_error ? ` (${r.last_error})` : ''),
          r.reason,
          when(r.created_at),
          when(r.settled_at),
        ])}
      />
      <Section
        title="Messages sent"
        testId="order-messages"
        head={['What', 'To', 'Channel', 'Status', 'Tries', 'Sent']}
        rows={order.messages.map((m) => [
          words(m.kind),
          m.to,
          m.channel,
          m.status + (m.last_error ? ` (${m.last_error})` : ''),
          String(m.attempts),
          when(m.sent_at),
        ])}
      />
      <Section
        title="Answers"
        testId="order-answers"
        head={['Question', 'Answer']}
        rows={order.answers.map((a) => [`${a.question}${a.mandatory ? ' *' : ''}`, a.answer])}
      />
    </>
  );
}

import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ConsoleOrderDetail } from '@store/contract/console';
import { INBOX_STATUS_LABELS } from '@store/domain';
import { useId } from 'react';
import { rupees, when } from '../format';
import { RepliesSent, ReplyAction } from '../inbox/ReplyAction';

/** What the order's amount is made of: the experience, its add-ons, delivery, then coupon and wallet. */
export function OrderLines({ order }: { order: ConsoleOrderDetail }) {
  const id = useId();
  const { money } = order;
  const lines: [string, string][] = [
    [
      `${order.experience.name}${order.quantity > 1 ? ` × ${order.quantity}` : ''}`,
      rupees(money.experience_amount),
    ],
    ...order.customizations.map((c): [string, string] => [
      `${c.quantity > 1 ? `${c.quantity} × ` : ''}${c.name}`,
      rupees(c.amount),
    ]),
    ['Delivery charge', rupees(money.delivery_charges)],
    ...(money.discount > 0
      ? [
          [`Coupon${money.coupon_code ? ` ${money.coupon_code}` : ''}`, `− ${rupees(money.discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(money.wallet_used > 0
      ? [['Paid from the wallet', `− ${rupees(money.wallet_used)}`] as [string, string]]
      : []),
    ['Amount', rupees(money.amount)],
    ['Paid online', rupees(money.paid_online)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid="order-lines">
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          What was bought
        </Typography>
        <Table size="small" aria-labelledby={id}>
          <TableBody>
            {lines.map(([what, amount]) => (
              <TableRow key={what}>
                <TableCell component="th" scope="row">
                  {what}
                </TableCell>
                <TableCell align="right">{amount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** What the customer said of the booking, its replies, and a reply by their channel. */
export function OrderFeedback({ order }: { order: ConsoleOrderDetail }) {
  const id = useId();
  const { feedback } = order;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid="order-feedback">
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          Customer's feedback
        </Typography>
        {feedback ? (
          <>
            <Typography variant="body1">
              Rated {feedback.rating} of 5 on {when(feedback.created_at)} ·{' '}
              {INBOX_STATUS_LABELS[feedback.status]}
            </Typography>
            <Typography variant="body2">{feedback.comment || 'No comment.'}</Typography>
            <RepliesSent replies={feedback.replies} />
            <ReplyAction
              source="order_feedback"
              id={order.id}
              channels={feedback.reply_channels}
              testId="order-feedback-reply"
            />
          </>
        ) : (
          <Typography variant="body2">None yet.</Typography>
        )}
      </CardContent>
    </Card>
  );
}

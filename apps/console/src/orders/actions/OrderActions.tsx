import { Stack, TextField } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleOrderDetail } from '@store/contract/console';
import { useApi } from '../../api-context';
import { rupees } from '../../format';
import { ActionDialog } from './ActionDialog';
import { AssignVendorAction } from './AssignVendorAction';
import { ReasonField, RefundToField } from './fields';
import { ReasonAction } from './ReasonAction';
import { RefundPercentField } from './RefundPercentField';

/**
 * The actions an order allows now (the API's `actions`, asked of the order process): each opens a
 * dialog, and the API does it through the owner of the change (lifecycle, cancellations, refunds,
 * vendors) with an audit row.
 */
export function OrderActions({ order }: { order: ConsoleOrderDetail }) {
  const api = useApi();
  const params = { id: order.id };
  const refundTo = (form: FormData): 'wallet' | 'source' =>
    form.get('refund_to') === 'wallet' ? 'wallet' : 'source';
  const number = (form: FormData, name: string) => {
    const text = String(form.get(name) ?? '').trim();
    return text === '' ? Number.NaN : Number(text);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="order-actions">
      <AssignVendorAction order={order} />
      <ReasonAction
        label="Resend request"
        title={`Ask ${order.vendor?.name ?? 'the vendor'} again`}
        testId="action-resend"
        submitLabel="Send again"
        disabled={!order.actions.resend_request}
        run={(reason) =>
          api.call(consoleEndpoints.resendRequest, { params, body: { reason }, hideAlert: true })
        }
        done="Request sent again."
      />
      <ActionDialog
        label="Cancel with refund"
        title={`Cancel order #${order.id}`}
        testId="action-cancel"
        submitLabel="Cancel the order"
        danger
        disabled={!order.actions.cancel}
        onSubmit={async (form) => {
          const body = {
            refund_percent: number(form, 'refund_percent'),
            refund_to: refundTo(form),
            reason: String(form.get('reason') ?? ''),
          };
          await api.call(consoleEndpoints.cancelOrder, { params, body, hideAlert: true });
          return 'Order cancelled.';
        }}
      >
        {(errors) => (
          <>
            <RefundPercentField order={order} error={errors.refund_percent} />
            <RefundToField errors={errors} />
            <ReasonField
              errors={errors}
              required
              hint="The customer reads it in the cancellation message, with the amount and where it goes; the audit keeps it with your name."
            />
          </>
        )}
      </ActionDialog>
      <ActionDialog
        label="Refund"
        title={`Refund order #${order.id}`}
        testId="action-refund"
        submitLabel="Refund"
        disabled={!order.actions.refund}
        onSubmit={async (form) => {
          const body = {
            amount: number(form, 'amount'),
            refund_to: refundTo(form),
            reason: String(form.get('reason') ?? ''),
          };
          await api.call(consoleEndpoints.refundOrder, { params, body, hideAlert: true });
          return 'Refund opened.';
        }}
      >
        {(errors) => (
          <>
            <TextField
              name="amount"
              label="Amount (₹)"
              type="number"
              defaultValue={order.money.refundable}
              required
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? `At most ${rupees(order.money.refundable)} is left to refund.`}
              slotProps={{
                htmlInput: { min: 1, max: order.money.refundable, 'data-testid': 'refund-amount' },
              }}
            />
            <RefundToField errors={errors} />
            <ReasonField errors={errors} required />
          </>
        )}
      </ActionDialog>
      <ReasonAction
        label="Mark done"
        title={`Mark order #${order.id} done`}
        testId="action-complete"
        submitLabel="Mark done"
        disabled={!order.actions.complete}
        run={(reason) =>
          api.call(consoleEndpoints.completeOrder, { params, body: { reason }, hideAlert: true })
        }
        done="Marked done."
      />
      <ReasonAction
        label="Cash collected"
        title={`Record ${rupees(order.amount)} collected in cash`}
        testId="action-cash"
        submitLabel="Record"
        disabled={!order.actions.cash_collected}
        run={(reason) =>
          api.call(consoleEndpoints.cashCollected, { params, body: { reason }, hideAlert: true })
        }
        done="Cash recorded."
      />
      <ActionDialog
        label="Add note"
        title={`A note on order #${order.id}`}
        testId="action-note"
        submitLabel="Add the note"
        onSubmit={async (form) => {
          await api.call(consoleEndpoints.addNote, {
            params,
            body: { text: String(form.get('text') ?? '') },
            hideAlert: true,
          });
          return 'Note added.';
        }}
      >
        {(errors) => (
          <TextField
            name="text"
            label="Note"
            required
            multiline
            minRows={3}
            error={Boolean(errors.text)}
            helperText={errors.text ?? 'For the team: customers never see it.'}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'note-text' } }}
          />
        )}
      </ActionDialog>
    </Stack>
  );
}

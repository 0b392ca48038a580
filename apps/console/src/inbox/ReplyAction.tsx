import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { InboxReply } from '@store/contract/console';
import { REPLY_CHANNELS, REPLY_MAX_LENGTH, type ReplyableSource, type ReplyChannel } from '@store/domain';
import { useApi } from '../api-context';
import { when } from '../format';
import { ActionDialog } from '../orders/actions/ActionDialog';

const CHANNEL_NAMES: Record<ReplyChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' };

/**
 * A reply to feedback by the customer's channel: the API queues it in the outbox, records it on
 * the item, audits it and marks the feedback done (a low rating leaves Today's queue).
 */
export function ReplyAction({
  source,
  id,
  channels,
  testId,
}: {
  source: ReplyableSource;
  id: number;
  channels: ReplyChannel[];
  testId: string;
}) {
  const api = useApi();
  const labelId = `${testId}-channel-label`;
  return (
    <ActionDialog
      label="Reply"
      title="Reply to the customer"
      testId={testId}
      submitLabel="Send reply"
      disabled={channels.length === 0}
      onSubmit={async (form) => {
        const channel = String(form.get('channel') ?? '') as ReplyChannel;
        const body = String(form.get('body') ?? '');
        await api.call(consoleEndpoints.replyToInbox, {
          params: { source, id },
          body: { channel, body },
          hideAlert: true,
        });
        return `Reply sent by ${CHANNEL_NAMES[channel] ?? channel}.`;
      }}
    >
      {(errors) => (
        <>
          <FormControl error={Boolean(errors.channel)}>
            <FormLabel id={labelId}>Send by</FormLabel>
            <RadioGroup row name="channel" defaultValue={channels[0]} aria-labelledby={labelId}>
              {REPLY_CHANNELS.map((c) => (
                <FormControlLabel
                  key={c}
                  value={c}
                  disabled={!channels.includes(c)}
                  control={<Radio />}
                  label={channels.includes(c) ? CHANNEL_NAMES[c] : `${CHANNEL_NAMES[c]} (not reachable)`}
                />
              ))}
            </RadioGroup>
            {errors.channel && <FormHelperText>{errors.channel}</FormHelperText>}
          </FormControl>
          <TextField
            name="body"
            label="Your reply"
            required
            multiline
            minRows={3}
            error={Boolean(errors.body)}
            helperText={
              errors.body ?? 'Sent as written, signed by the store; kept on the item with your name.'
            }
            slotProps={{ htmlInput: { 'data-testid': `${testId}-body`, maxLength: REPLY_MAX_LENGTH } }}
          />
        </>
      )}
    </ActionDialog>
  );
}

/** The replies sent to an item, oldest first. */
export function RepliesSent({ replies }: { replies: InboxReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0', paddingLeft: 16 }} data-testid="replies-sent">
      {replies.map((r) => (
        <li key={r.id}>
          Replied by {CHANNEL_NAMES[r.channel]} to {r.recipient}, {when(r.created_at)} ({r.operator.name}): “
          {r.body}”
        </li>
      ))}
    </ul>
  );
}

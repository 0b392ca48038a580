import type { Db } from '@store/db';
import { MESSAGE_CHANNELS_OF, messageDelayMs, type OrderMessageKind, type VendorUpdate } from '@store/domain';
import { messagesDue } from '../signals';
import { queueMessage, reachableChannels } from './messages.repository';

/**
 * Queues an order's messages to its customer, in the caller's transaction (sent later by the
 * queue, so a provider that is down never holds up the order): each kind on the channels the
 * domain gives it where the customer can be reached now, once per order, kind (and chase `stage`)
 * and channel. A kind already queued adds nothing. Returns how many rows were added.
 */
export async function queueOrderMessages(
  tx: Db,
  order: { id: number; customerId: number | null },
  kinds: readonly OrderMessageKind[],
  now: Date,
  stage?: string,
  data?: Record<string, string>,
): Promise<number> {
  if (kinds.length === 0 || order.customerId === null) return 0;
  const reachable = await reachableChannels(tx, order.customerId);
  let added = 0;
  let dueNow = false;
  for (const kind of kinds) {
    const sendAt = new Date(now.getTime() + messageDelayMs(kind));
    const queued = await queueMessage(
      tx,
      {
        key: `order:${order.id}:${kind}${stage ? `:${stage}` : ''}`,
        kind,
        channels: MESSAGE_CHANNELS_OF[kind].filter((channel) => reachable.has(channel)),
        userId: order.customerId,
        orderId: order.id,
        ...(data && { data }),
        sendAt,
      },
      now,
    );
    added += queued;
    if (queued > 0 && sendAt.getTime() <= now.getTime()) dueNow = true;
  }
  if (dueNow) messagesDue();
  return added;
}

/**
 * Queues word to the vendor holding a booking that the customer cancelled or moved it (or added
 * `items` to it), in that change's transaction: a text always, WhatsApp where the vendor opted in.
 * `ref` tells moves of one booking apart (each is told once).
 */
export async function queueVendorUpdate(
  tx: Db,
  update: {
    orderId: number;
    vendorId: number;
    whatsappOptIn: boolean;
    change: VendorUpdate;
    ref: string;
    items?: string;
  },
  now: Date,
): Promise<number> {
  const channels = MESSAGE_CHANNELS_OF.vendor_update.filter((c) => c === 'sms' || update.whatsappOptIn);
  const queued = await queueMessage(
    tx,
    {
      key: `vendor-update:${update.orderId}:${update.change}:${update.ref}`,
      kind: 'vendor_update',
      channels,
      userId: null,
      vendorId: update.vendorId,
      orderId: update.orderId,
      data:
        update.items === undefined
          ? { change: update.change }
          : { change: update.change, items: update.items },
      sendAt: now,
    },
    now,
  );
  if (queued > 0) messagesDue();
  return queued;
}

/**
 * Queues a booking request's message to its vendor, in the dispatch's transaction: a text always,
 * WhatsApp where the vendor opted in. The row carries the request's id and answer window, from which
 * the delivery job signs the link, and the area the text names. `resentAt`: an operator sends it
 * again with a new window (a message of its own).
 */
export async function queueVendorRequest(
  tx: Db,
  request: {
    id: number;
    orderId: number;
    vendorId: number;
    whatsappOptIn: boolean;
    answerBy: Date;
    area: string;
    resentAt?: Date;
  },
  now: Date,
): Promise<number> {
  const channels = MESSAGE_CHANNELS_OF.vendor_request.filter((c) => c === 'sms' || request.whatsappOptIn);
  const again = request.resentAt ? `:again-${request.resentAt.getTime()}` : '';
  const queued = await queueMessage(
    tx,
    {
      key: `vendor-request:${request.id}${again}`,
      kind: 'vendor_request',
      channels,
      userId: null,
      vendorId: request.vendorId,
      orderId: request.orderId,
      data: { request_id: String(request.id), answer_by: request.answerBy.toISOString(), area: request.area },
      sendAt: now,
    },
    now,
  );
  if (queued > 0) messagesDue();
  return queued;
}

/**
 * Queues the email that proves an address: to that address only, carrying its link's token (the
 * delivery builds the link on the store's origin). One per token, so asking again mails again.
 */
export async function queueEmailProof(
  db: Db,
  proof: { userId: number; email: string; token: string },
  now: Date,
): Promise<void> {
  const added = await queueMessage(
    db,
    {
      key: `email-proof:${proof.token}`,
      kind: 'email_proof',
      channels: MESSAGE_CHANNELS_OF.email_proof,
      userId: proof.userId,
      orderId: null,
      data: { email: proof.email, token: proof.token },
      sendAt: now,
    },
    now,
  );
  if (added > 0) messagesDue();
}

/**
 * Queues the evening-before reminder to the vendor holding a booking: a text always, WhatsApp where
 * the vendor opted in, once per booking and vendor (a booking moved to another vendor reminds that one).
 */
export async function queueVendorReminder(
  db: Db,
  reminder: { orderId: number; vendorId: number; whatsappOptIn: boolean; area: string },
  now: Date,
): Promise<number> {
  const channels = MESSAGE_CHANNELS_OF.vendor_reminder.filter((c) => c === 'sms' || reminder.whatsappOptIn);
  return queueMessage(
    db,
    {
      key: `vendor-reminder:${reminder.orderId}:${reminder.vendorId}`,
      kind: 'vendor_reminder',
      channels,
      userId: null,
      vendorId: reminder.vendorId,
      orderId: reminder.orderId,
      data: { area: reminder.area },
      sendAt: now,
    },
    now,
  );
}

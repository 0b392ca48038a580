import type { Db } from '@store/db';
import {
  cancelNoticeOf,
  EMAIL_PROOF_PATH,
  emailProofMessage,
  isCustomerMessageKind,
  messageRetryAt,
  occasionMessage,
  orderMessage,
  orderMessageSubject,
  SLOT_REMINDER_KINDS,
} from '@store/domain';
import { trackingUrl } from '../links';
import { bookingCalendarEntry } from './calendar-entry';
import { type ChannelSender, type ChannelSenders, NotSendable, type OutgoingMessage } from './channel';
import { withHtml } from './confirmation-email';
import { type DueMessage, dueMessages } from './due-messages.repository';
import { composeFeedbackReply } from './feedback-reply';
import { markSent, markSkipped, markTryFailed } from './messages.repository';
import type { SmsSender } from './sms';
import { smsChannel } from './sms-channel';
import { composeVendorReminder, composeVendorRequest, composeVendorUpdate } from './vendor-compose';

const BATCH = 50;

export type DeliveryReport = {
  sent: number;
  failed: number;
  skipped?: number;
  /** Not tried this pass: their channel's provider did not answer another message; due at the next. */
  deferred?: number;
};
export type DeliveryDeps = ChannelSenders & { sms: SmsSender; storeUrl: string; linkSecret: string };

/**
 * Sends the messages whose time has come, each through the sender of its channel. A failed send
 * is counted on its row and tried again later with back-off (1, 2, 4, 8, 16 minutes), then kept
 * as failed; one message failing does not stop the others, and each channel of a message keeps its
 * own tries. A message that may not go (WhatsApp without the opt-in, a review request without the
 * review opt-in, no template for it) is kept as skipped with why. Once a channel's provider has not
 * answered one message (its time-out), the pass sends nothing more on that channel: the others
 * wait for the next pass with no try counted, so a provider that hangs holds a pass for one
 * time-out, not one per message, and the other channels go on. Runs from the job queue, one pass
 * at a time across processes (the queue's schedule), so a message is not sent twice.
 */
export async function deliverDueMessages(db: Db, deps: DeliveryDeps, now: Date): Promise<DeliveryReport> {
  const report = { sent: 0, failed: 0 };
  let skipped = 0;
  let deferred = 0;
  const silent = new Set<DueMessage['channel']>();
  const senders = { ...deps, sms: smsChannel(deps.sms) };
  for (const due of await dueMessages(db, now, BATCH)) {
    if (silent.has(due.channel)) {
      deferred += 1;
      continue;
    }
    const attempts = due.attempts + 1;
    try {
      const sender: ChannelSender | undefined = senders[due.channel];
      if (!sender) throw new NotSendable(`no sender is configured for ${due.channel}`);
      const message = await withHtml(due, compose(due, deps));
      const { reference, recipient } = await sender.send(db, message, now);
      await markSent(db, due.id, { recipient, body: message.text, params: message.params, reference, now });
      report.sent += 1;
    } catch (error) {
      if (error instanceof NotSendable) {
        await markSkipped(db, due.id, error.message);
        skipped += 1;
        continue;
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const message = `${error instanceof Error ? error.message : String(error)}${cause}`;
      await markTryFailed(db, due.id, { attempts, error: message, retryAt: messageRetryAt(attempts, now) });
      report.failed += 1;
      if (didNotAnswer(error)) silent.add(due.channel);
    }
  }
  return { ...report, ...(skipped > 0 && { skipped }), ...(deferred > 0 && { deferred }) };
}

/**
 * Whether a send failed because the provider did not answer in time (fetch's AbortSignal.timeout,
 * or nodemailer's connection and greeting time-outs), anywhere in the error's causes.
 */
function didNotAnswer(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, timeoutType } = e as Error & { code?: unknown; timeoutType?: unknown };
    if (e.name === 'TimeoutError' || code === 'ETIMEDOUT' || timeoutType !== undefined) return true;
  }
  return false;
}

/**
 * The link proving an address, to the address it was asked for: if the account's email changed
 * since, that link could never prove it, and the new address gets its own link.
 */
function composeEmailProof(due: DueMessage, deps: DeliveryDeps): OutgoingMessage {
  const { email = '', token = '' } = due.data ?? {};
  if (!token || !due.email || email.toLowerCase() !== due.email.toLowerCase())
    throw new NotSendable('the account has another email address now');
  const url = new URL(EMAIL_PROOF_PATH, deps.storeUrl);
  url.searchParams.set('token', token);
  const link = url.toString();
  const { text, subject } = emailProofMessage(link);
  const to = { userId: due.userId, mobile: null, email: due.email };
  return { kind: 'email_proof', to, text, subject, params: { link }, link };
}

/** The message's text for its kind, or NotSendable when its rules say it may not go now. */
function compose(due: DueMessage, deps: DeliveryDeps): OutgoingMessage {
  if (!isCustomerMessageKind(due.kind)) throw new NotSendable(`unknown kind ${due.kind}`);
  if (due.kind === 'vendor_request') return composeVendorRequest(due, deps);
  if (due.kind === 'vendor_update') return composeVendorUpdate(due);
  if (due.kind === 'vendor_reminder') return composeVendorReminder(due);
  if (due.kind === 'feedback_reply') return composeFeedbackReply(due);
  if (due.userId === null) throw new NotSendable('the message has no customer');
  if (due.kind === 'email_proof') return composeEmailProof(due, deps);
  // Mail goes only to an address its owner proved: a typed address may be a typo or someone else's.
  if (due.channel === 'email' && !due.emailVerified)
    throw new NotSendable('the customer has not verified their email address');
  if (due.channel === 'whatsapp' && !due.whatsappOptIn)
    throw new NotSendable('the customer has not opted in to WhatsApp updates');
  const to = { userId: due.userId, mobile: due.mobile, email: due.email };
  if (due.kind === 'occasion_reminder') {
    const { occasion = '', relation = '', name = '', date = '', link = '' } = due.data ?? {};
    if (!date || !link) throw new NotSendable('the reminder lost its occasion (the account was deleted?)');
    const composed = occasionMessage({ occasion, relation, name, date, link });
    return { kind: due.kind, to, ...composed, link };
  }
  if (due.kind === 'review_request' && !due.reviewOptIn)
    throw new NotSendable('the customer did not opt in to a review request');
  if (due.orderId === null || due.experience === null) throw new Error('the order is gone');
  const tracking = trackingUrl(deps.storeUrl, deps.linkSecret, due.orderId, due.trackingKeyVersion ?? 0);
  const { text, params } = orderMessage(due.kind, {
    orderId: due.orderId,
    experience: due.experience,
    date: due.date,
    startTime: due.startTime,
    trackingUrl: tracking,
    refundTo: due.refundTo,
    cancel: due.kind === 'order_cancelled' ? cancelNoticeOf(due.data) : null,
    items: due.data?.items,
  });
  const subject = orderMessageSubject(due.kind, due.orderId);
  const message = { kind: due.kind, to, text, subject, params, link: params.link ?? '' };
  // A reminder's email carries the booking as a calendar entry, to add with a tap.
  const entry =
    due.channel === 'email' && (SLOT_REMINDER_KINDS as readonly string[]).includes(due.kind)
      ? bookingCalendarEntry({
          ...due,
          orderId: due.orderId,
          experience: due.experience,
          trackingUrl: tracking,
        })
      : undefined;
  return entry ? { ...message, attachments: [entry] } : message;
}

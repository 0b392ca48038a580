import type { Db } from '@store/db';
import type { CustomerMessageKind, MessageChannel } from '@store/domain';
import type { MessageAttachment } from './calendar-entry';

/** Whom a message goes to, as the store knows them when it is sent; a vendor has no user id. */
export type Recipient = { userId: number | null; mobile: string | null; email: string | null };

/** One message, composed (text, subject, template variables), for one channel to send. */
export type OutgoingMessage = {
  kind: CustomerMessageKind;
  to: Recipient;
  /** The whole text, as an SMS, a WhatsApp template or an email body reads once filled. */
  text: string;
  /** An email's subject, a push notification's title. */
  subject: string;
  /** The template's variables by name; in this order for templates whose variables are positional. */
  params: Record<string, string>;
  /** Where the message leads (the tracking page, a listing). */
  link: string;
  /** An email's HTML version (the booking confirmation); the text goes along for clients that show no HTML. */
  html?: string;
  /** Files an email carries (a reminder's calendar entry); the other channels carry the link only. */
  attachments?: MessageAttachment[];
};

/**
 * Sends one channel's messages: the outbox by default, a provider when configured. `send` resolves
 * once the provider took the message; a throw is a failed try (tried again later with back-off),
 * except NotSendable, which says this message can never go this way.
 */
export type ChannelSender = {
  channel: MessageChannel;
  provider: string;
  send(db: Db, message: OutgoingMessage, now: Date): Promise<{ reference: string; recipient: string }>;
  /** Lets go of held connections (an SMTP pool) when the process stops. */
  close?(): void;
};

/** Not a failure of the provider: this message cannot go on this channel (kept as skipped, not retried). */
export class NotSendable extends Error {
  override name = 'NotSendable';
}

/** The senders of the channels other than SMS (SMS has its own sender, shared with one-time codes). */
export type ChannelSenders = Partial<Record<Exclude<MessageChannel, 'sms'>, ChannelSender>>;

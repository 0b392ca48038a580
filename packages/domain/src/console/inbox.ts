// The console's inbox: what visitors write to the store outside a booking, in one
// list, each with the status an operator sets.

/**
 * Where an inbox item came from: a group enquiry, a requirement form, a contact message, site
 * feedback, or a customer's feedback on a completed booking (the tracking page's).
 */
export const INBOX_SOURCES = ['enquiry', 'requirement', 'contact', 'feedback', 'order_feedback'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

export const INBOX_SOURCE_LABELS: Readonly<Record<InboxSource, string>> = {
  enquiry: 'Group enquiry',
  requirement: 'Requirement form',
  contact: 'Contact message',
  feedback: 'Site feedback',
  order_feedback: 'Order feedback',
};

/** The sources an operator may reply to from the inbox: both kinds of feedback. */
export const REPLYABLE_SOURCES = ['feedback', 'order_feedback'] as const satisfies readonly InboxSource[];
export type ReplyableSource = (typeof REPLYABLE_SOURCES)[number];
export const isReplyable = (source: InboxSource): source is ReplyableSource =>
  (REPLYABLE_SOURCES as readonly string[]).includes(source);

/** The channels a reply to feedback goes by; push is left out, a reply deserves the customer's own inbox. */
export const REPLY_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/** A booking rated this or lower waits on Today's "Low ratings" until its feedback is handled. */
export const LOW_RATING_AT_MOST = 2;

/** The longest reply an operator may send: it must fit a few SMS parts. */
export const REPLY_MAX_LENGTH = 600;

/**
 * Which channels a feedback's author can be reached on for a reply: a mobile (SMS), a mobile and
 * the WhatsApp opt-in of their account, an email address. A pure table of what the item holds.
 */
export function replyChannelsOf(to: {
  mobile: string | null;
  email: string | null;
  whatsappOptIn: boolean;
}): ReplyChannel[] {
  return REPLY_CHANNELS.filter((channel) =>
    channel === 'email'
      ? Boolean(to.email)
      : channel === 'sms'
        ? Boolean(to.mobile)
        : Boolean(to.mobile) && to.whatsappOptIn,
  );
}

/** A reply's message as the customer reads it: the operator's words, signed by the store. */
export function feedbackReplyMessage(
  body: string,
  orderId: number | null,
): { text: string; subject: string } {
  const about = orderId === null ? 'your feedback' : `your feedback on booking #${orderId}`;
  return { text: `${body.trim()}\n\n- The store's team, replying to ${about}`, subject: `About ${about}` };
}

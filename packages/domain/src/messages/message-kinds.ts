/** The ways the store reaches a customer. */
export const MESSAGE_CHANNELS = ['sms', 'whatsapp', 'email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What the store tells a customer about an order, once per order and kind (and chase stage). */
export const ORDER_MESSAGE_KINDS = [
  'order_placed',
  'payment_failed',
  'order_accepted',
  'order_on_the_way',
  'order_completed',
  'order_cancelled',
  'order_refunded',
  'questions_unanswered',
  'review_request',
  'tracking_link_replaced',
  'add_ons_paid',
  'reminder_day_before',
  'reminder_two_hours',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/**
 * Every kind of message the store sends: an order's, the reminder of a saved occasion (no order),
 * and a booking request to a vendor (not a customer: its row names the vendor, see
 * packages/db/src/schema/vendors.ts). One list, so a provider template is configured the same way
 * for each (MSG91_TEMPLATES=vendor_request=…).
 */
export type CustomerMessageKind =
  | OrderMessageKind
  | 'occasion_reminder'
  | 'vendor_request'
  | 'vendor_update'
  | 'vendor_reminder'
  | 'email_proof'
  | 'feedback_reply';
export const CUSTOMER_MESSAGE_KINDS: readonly CustomerMessageKind[] = [
  ...ORDER_MESSAGE_KINDS,
  'occasion_reminder',
  'vendor_request',
  'vendor_update',
  'vendor_reminder',
  'email_proof',
  'feedback_reply',
];

const ALL = MESSAGE_CHANNELS;

/**
 * Which channels carry each kind (a channel is used only where the customer can be reached on it:
 * a mobile, a WhatsApp opt-in, an email, a registered browser). Most go everywhere the customer
 * listens; "on the way" is not emailed (nobody reads email while waiting at the door), and a
 * review request is not texted (an SMS asking for a review reads as spam and costs a DLT template
 * for little).
 */
export const MESSAGE_CHANNELS_OF: Readonly<Record<CustomerMessageKind, readonly MessageChannel[]>> = {
  order_placed: ALL,
  payment_failed: ALL,
  order_accepted: ALL,
  order_on_the_way: ['sms', 'whatsapp', 'push'],
  // The setup is done, with its photos on the tracking page: worth keeping, so email too.
  order_completed: ALL,
  order_cancelled: ALL,
  order_refunded: ALL,
  questions_unanswered: ALL,
  review_request: ['whatsapp', 'email', 'push'],
  // The new link itself: wherever the old one may have gone, the customer hears it stopped.
  tracking_link_replaced: ALL,
  // Add-ons bought after the booking: what was added to which booking, wherever the customer listens.
  add_ons_paid: ALL,
  // The slot is near: wherever the customer listens; the email carries a calendar entry.
  reminder_day_before: ALL,
  reminder_two_hours: ALL,
  occasion_reminder: ALL,
  // A vendor is reached by text, and on WhatsApp where the vendor opted in; no email or browser.
  vendor_request: ['sms', 'whatsapp'],
  // The vendor holding a booking hears that the customer cancelled or moved it.
  vendor_update: ['sms', 'whatsapp'],
  // The evening before, the vendor holding a booking is reminded of it.
  vendor_reminder: ['sms', 'whatsapp'],
  // The link that proves an email address goes to that address alone.
  email_proof: ['email'],
  // An operator's answer to feedback goes by the one channel the operator chose.
  feedback_reply: ['sms', 'whatsapp', 'email'],
};

/**
 * How long after its cause a message waits: the review request comes two hours after the order is
 * completed (the customer is home by then, and the evening is not interrupted by it).
 */
export function messageDelayMs(kind: CustomerMessageKind): number {
  return kind === 'review_request' ? 2 * 3_600_000 : 0;
}

export const isCustomerMessageKind = (value: string): value is CustomerMessageKind =>
  (CUSTOMER_MESSAGE_KINDS as readonly string[]).includes(value);

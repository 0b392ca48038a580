/**
 * The console's Today page: the orders an operator must act on, one queue
 * each. The API counts and lists each queue with one condition, so a count and its list agree.
 */
export const ATTENTION_QUEUE_NAMES = [
  'no_vendor',
  'slot_passed',
  'no_vendor_left',
  'vendor_silent',
  'questions_due',
  'refund_due',
  'refund_failed',
  'message_failed',
  'cash_to_collect',
  'low_rating',
] as const;

export type AttentionQueue = (typeof ATTENTION_QUEUE_NAMES)[number];

export const ATTENTION_QUEUES: Readonly<Record<AttentionQueue, { label: string; description: string }>> = {
  no_vendor: {
    label: 'No vendor yet',
    description: 'Booked and waiting, not yet asked of any vendor, the slot still ahead',
  },
  slot_passed: {
    label: 'Slot passed, no vendor',
    description: 'The slot has begun or gone by and no vendor ever took the booking: cancel or refund it',
  },
  no_vendor_left: {
    label: 'No vendor left',
    description: 'Every eligible vendor rejected it or let it lapse: flagged for the operators',
  },
  vendor_silent: {
    label: 'Vendor not answering',
    description: 'Asked of a vendor who has not answered in half the time given',
  },
  questions_due: {
    label: 'Questions unanswered',
    description: 'Mandatory booking questions still open, the slot within 48 hours',
  },
  refund_due: {
    label: 'Refunds due',
    description: 'Money owed back that has not reached the customer yet',
  },
  refund_failed: {
    label: 'Refunds failed',
    description: 'The provider failed the refund and none is on its way now',
  },
  message_failed: {
    label: 'Messages failed',
    description: 'A text, WhatsApp, email or push message to the customer or vendor failed',
  },
  cash_to_collect: {
    label: 'Cash to collect',
    description: 'Cash-on-delivery bookings accepted or done whose cash is not recorded',
  },
  low_rating: {
    label: 'Low ratings',
    description: 'Rated 1 or 2 by the customer and not handled yet: reply from the inbox',
  },
};

/** How close a slot must be for its unanswered mandatory questions to need an operator. */
export const QUESTIONS_DUE_WITHIN_HOURS = 48;

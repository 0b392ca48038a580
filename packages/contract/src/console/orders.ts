import { ATTENTION_QUEUE_NAMES, INBOX_STATUSES, ORDER_STATES, REPLY_CHANNELS } from '@store/domain';
import { z } from 'zod';
import { ymd } from '../booking';
import { id, int4, text } from '../bounds';
import { positiveIntString } from '../params';
import { inboxReply } from './inbox';
import { operatorRupees } from './money';
import { pageOf, pageQuery, personRef } from './paging';

const state = z.enum(ORDER_STATES, { error: 'status is not an order state' });
const refundTo = z.enum(['source', 'wallet'], { error: "refund_to must be 'source' or 'wallet'" });
const reason = text(500, 'reason').trim().min(3, 'reason must say why (3 characters or more)');

// ── GET /admin/v1/orders: search (`q`: an order id, a mobile or a name) and filters ──
export const consoleOrderListQuery = pageQuery.extend({
  status: state.optional(),
  city_id: positiveIntString('city_id').optional(),
  experience_id: positiveIntString('experience_id').optional(),
  customer_id: positiveIntString('customer_id').optional(),
  vendor_id: positiveIntString('vendor_id').optional(),
  /** The slot's day, from and to, both included. */
  date_from: ymd.optional(),
  date_to: ymd.optional(),
  /** One of the Today page's queues. */
  attention: z
    .enum(ATTENTION_QUEUE_NAMES, { error: 'attention is not a queue of the Today page' })
    .optional(),
  sort: z.enum(['id', 'date', 'amount'], { error: 'sort must be id, date or amount' }).default('id'),
  order: z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC' }).default('DESC'),
});

/** The vendor asked for the booking or holding it, and how their request stands. */
const vendorHolder = personRef.extend({ request_status: z.string() });

export const consoleOrderRow = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATES),
  status_label: z.string(),
  kind: z.string(),
  experience: personRef,
  city: personRef,
  /** The slot's local day and time ('1:00 PM'); null without a slot. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  customer: personRef.extend({ mobile: z.string().nullable() }).nullable(),
  vendor: vendorHolder.nullable(),
  amount: z.number().int(),
  payment_method: z.string(),
  created_at: z.string(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;
export const consoleOrderList = pageOf(consoleOrderRow);

/** One line of an order's history: a state change or note of the order, or a console action on it. */
export const timelineEntry = z.object({
  at: z.string(),
  source: z.enum(['order', 'console']),
  text: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: personRef.nullable(),
});

const payment = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  amount: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  captures: z.array(
    z.object({
      provider_payment_id: z.string(),
      /** Rupees the provider captured (it reports paise). */
      amount: z.number(),
      source: z.string(),
      outcome: z.string(),
      refund_due: z.boolean(),
      created_at: z.string(),
    }),
  ),
});

const refund = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  to: z.enum(['source', 'wallet']),
  status: z.string(),
  reason: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});

/** A message about the order, without its text (a vendor's holds a signed link). */
const message = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.string(),
  to: z.enum(['customer', 'vendor']),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

const vendorRequest = z.object({
  id: z.number().int(),
  vendor: personRef.extend({ mobile: z.string() }),
  status: z.string(),
  sent_at: z.string(),
  answer_by: z.string(),
  responded_at: z.string().nullable(),
});

const answer = z.object({ question: z.string(), answer: z.string(), mandatory: z.boolean() });

/** The order's page: everything an operator needs before acting, and the actions it allows now. */
export const consoleOrderDetail = consoleOrderRow.extend({
  quantity: z.number().int(),
  pincode: z.string().nullable(),
  locality: z.string(),
  address: z.string().nullable(),
  customizations: z.array(z.object({ name: z.string(), quantity: z.number(), amount: z.number() })),
  money: z.object({
    experience_amount: z.number().int(),
    delivery_charges: z.number().int(),
    discount: z.number().int(),
    coupon_code: z.string().nullable(),
    wallet_used: z.number().int(),
    amount: z.number().int(),
    paid_online: z.number().int(),
    refunded: z.number().int(),
    /** Online money that may still go back (paid, less refunded or on its way). */
    refundable: z.number().int(),
  }),
  parent_order_id: z.number().int().nullable(),
  add_on_ids: z.array(z.number().int()),
  /** Add-ons bought after booking (a booking's page): each an order of its own, served with it. */
  add_ons: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(ORDER_STATES),
      status_label: z.string(),
      amount: z.number().int(),
      customizations: z.array(z.object({ name: z.string(), quantity: z.number() })),
      created_at: z.string(),
    }),
  ),
  flagged: z.object({ reason: z.string(), at: z.string() }).nullable(),
  timeline: z.array(timelineEntry),
  payments: z.array(payment),
  refunds: z.array(refund),
  messages: z.array(message),
  answers: z.array(answer),
  vendor_requests: z.array(vendorRequest),
  /** What the customer said of the completed booking (the inbox's order feedback), with its replies. */
  feedback: z
    .object({
      rating: z.number().int(),
      comment: z.string(),
      status: z.enum(INBOX_STATUSES),
      created_at: z.string(),
      reply_channels: z.array(z.enum(REPLY_CHANNELS)),
      replies: z.array(inboxReply),
    })
    .nullable(),
  actions: z.object({
    assign_vendor: z.boolean(),
    resend_request: z.boolean(),
    cancel: z.boolean(),
    complete: z.boolean(),
    cash_collected: z.boolean(),
    refund: z.boolean(),
  }),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;

/** A vendor who could take the order: works in its city; ranked when listed for its experience. */
export const vendorOption = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  rank: z.number().int().nullable(),
  active: z.boolean(),
  works_that_day: z.boolean(),
  /** How this vendor's latest request for the order ended, when they were asked before (asked again only with `ask_again`). */
  asked: z.string().nullable(),
});
// ── GET /admin/v1/orders/{id}/vendors ──
export const vendorOptions = z.object({ vendors: z.array(vendorOption) });

// ── The actions: POST /admin/v1/orders/{id}/... ; each answers the order as it now is ──
export const orderNoteBody = z.object({ text: text(1000, 'text').trim().min(1, 'text is required') });
export const assignVendorBody = z.object({
  vendor_id: id(),
  reason: reason.optional(),
  /** A vendor who answered this booking before (rejected, let it lapse, withdrawn) is asked again only when set. */
  ask_again: z.boolean({ error: 'ask_again must be true or false' }).default(false),
});
export const resendRequestBody = z.object({ reason: reason.optional() });
export const consoleCancelBody = z.object({
  /** The share of what was paid that goes back: 100 by default (the store calls it off). */
  refund_percent: int4(0).max(100, 'refund_percent must be at most 100').default(100),
  refund_to: refundTo.default('source'),
  reason,
});
export const consoleRefundBody = z.object({
  amount: operatorRupees('amount'),
  refund_to: refundTo.default('source'),
  reason,
});
export const consoleDoneBody = z.object({ reason: reason.optional() });

/**
 * An order's new tracking link, for the operator to pass on (the path opens the order on the store,
 * its key replacing every earlier one at once).
 */
export const replacedTrackingLink = z.object({
  order_id: z.number().int(),
  tracking_path: z.string(),
  key_expires_at: z.string(),
});

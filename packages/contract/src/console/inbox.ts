import { INBOX_SOURCES, INBOX_STATUSES, REPLY_CHANNELS, REPLY_MAX_LENGTH } from '@store/domain';
import { z } from 'zod';
import { ymd } from '../booking';
import { text } from '../bounds';
import { positiveIntString } from '../params';
import { pageOf, pageQuery, personRef } from './paging';

const source = z.enum(INBOX_SOURCES, { error: `source must be one of ${INBOX_SOURCES.join(', ')}` });
const status = z.enum(INBOX_STATUSES, { error: `status must be one of ${INBOX_STATUSES.join(', ')}` });

const channel = z.enum(REPLY_CHANNELS, { error: `channel must be one of ${REPLY_CHANNELS.join(', ')}` });

// ── GET /admin/v1/inbox: enquiries, requirement forms, contact messages and feedback, newest first ──
export const inboxListQuery = pageQuery
  .extend({
    source: source.optional(),
    status: status.optional(),
    city_id: positiveIntString('city_id').optional(),
    /** Feedback of this rating (1 to 5); the other sources have none, so they drop out. */
    rating: positiveIntString('rating')
      .refine((n) => n <= 5, 'rating must be from 1 to 5')
      .optional(),
    /** Local days of the store's time zone, both included: the day the item came in. */
    from: ymd.optional(),
    to: ymd.optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: 'to must be on or after from',
  });

/** A reply sent to feedback, as recorded on the item. */
export const inboxReply = z.object({
  id: z.number().int(),
  channel,
  recipient: z.string(),
  body: z.string(),
  operator: personRef,
  created_at: z.string(),
});
export type InboxReply = z.infer<typeof inboxReply>;

/** One item of the inbox: `id` is `<source>:<its own id>` (each source numbers its own). */
export const inboxItem = z.object({
  id: z.string(),
  source,
  item_id: z.number().int(),
  status,
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  city: personRef.nullable(),
  /** An enquiry's experience, group size and date; a requirement form's answers; feedback's rating. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Feedback's rating (1 to 5), null for the other sources. */
  rating: z.number().int().nullable(),
  /** The booking an order's feedback is about. */
  order_id: z.number().int().nullable(),
  /** The channels a reply can go by now (feedback only; empty elsewhere). */
  reply_channels: z.array(channel),
  replies: z.array(inboxReply),
  created_at: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxList = pageOf(inboxItem);

// ── PUT /admin/v1/inbox/{source}/{id}/status ──
export const inboxItemParams = z.object({ source, id: positiveIntString('id') });
export const inboxStatusBody = z.object({ status });
export const inboxStatusSet = z.object({ status });

// ── POST /admin/v1/inbox/{source}/{id}/reply: a reply to feedback, by the customer's channel ──
export const inboxReplyBody = z.object({
  channel,
  body: text(REPLY_MAX_LENGTH, 'body').trim().min(1, 'body must say something to the customer'),
});
export const inboxReplied = z.object({ reply: inboxReply, status });

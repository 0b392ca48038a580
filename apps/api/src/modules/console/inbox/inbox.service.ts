import type { InboxItem, inboxListQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  DomainError,
  INBOX_SOURCE_LABELS,
  INBOX_STATUS_LABELS,
  type InboxSource,
  type InboxStatus,
  isReplyable,
  type ReplyableSource,
  replyChannelsOf,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import { enquiriesByIds, findInbox, formsByIds, setInboxStatus } from './inbox.repository';
import { orderFeedbackByIds } from './order-feedback.repository';
import { toReplies } from './order-feedback.service';
import { repliesOf } from './replies.repository';

type Detail = { label: string; value: string };
const detail = (label: string, value: string | number | null | undefined): Detail[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

const dayStart = (day: string) => zonedDateTimeToInstant(day, '00:00', DEFAULT_TIME_ZONE);

/**
 * GET /admin/v1/inbox: group enquiries (the enquiries module's rows), requirement forms, contact
 * messages and site feedback (the forms module's) and bookings' feedback, newest first, by source,
 * status, city, rating, period (local days) or text; feedback with the replies sent to it.
 */
export async function listInbox(db: Db, query: z.output<typeof inboxListQuery>) {
  const { rows, total } = await findInbox(
    db,
    {
      q: query.q || undefined,
      source: query.source,
      status: query.status,
      cityId: query.city_id,
      rating: query.rating,
      start: query.from === undefined ? undefined : dayStart(query.from),
      end: query.to === undefined ? undefined : dayStart(addDays(query.to, 1)),
    },
    pageWindow(query),
  );
  const idsOf = (...sources: InboxSource[]) =>
    rows.filter((r) => sources.includes(r.source)).map((r) => r.id);
  const replyable = rows.flatMap((r) => (isReplyable(r.source) ? [{ source: r.source, id: r.id }] : []));
  const [enquiryRows, formRows, feedbackRows, replyRows] = await Promise.all([
    enquiriesByIds(db, idsOf('enquiry')),
    formsByIds(db, idsOf('requirement', 'contact', 'feedback')),
    orderFeedbackByIds(db, idsOf('order_feedback')),
    repliesOf(db, replyable),
  ]);
  const repliesTo = (source: ReplyableSource, id: number) =>
    toReplies(replyRows.filter((r) => r.reply.source === source && r.reply.itemId === id));
  const items = rows.flatMap((r): InboxItem[] => {
    const key = { id: `${r.source}:${r.id}`, source: r.source, item_id: r.id };
    const none = { rating: null, order_id: null, reply_channels: [], replies: [] };
    if (r.source === 'order_feedback') {
      const found = feedbackRows.find((f) => f.feedback.orderId === r.id);
      if (!found) return [];
      const { feedback: f } = found;
      return [
        {
          ...key,
          status: f.status,
          name: found.name || null,
          mobile: found.mobile,
          email: found.email,
          message: f.comment,
          city: { id: found.cityId, name: found.cityName },
          details: [
            ...detail('Rating', `${f.rating} of 5`),
            ...detail('Booking', `#${f.orderId}`),
            ...detail('Experience', found.experienceName),
          ],
          rating: f.rating,
          order_id: f.orderId,
          reply_channels: replyChannelsOf(found),
          replies: repliesTo('order_feedback', r.id),
          created_at: f.createdAt.toISOString(),
        },
      ];
    }
    if (r.source === 'enquiry') {
      const found = enquiryRows.find((e) => e.enquiry.id === r.id);
      if (!found) return [];
      const { enquiry: e } = found;
      return [
        {
          ...key,
          status: e.status,
          name: e.name,
          mobile: e.mobile,
          email: e.email,
          message: e.message,
          city: { id: e.cityId, name: found.cityName },
          details: [
            ...detail('Experience', found.experienceName ?? 'Any'),
            ...detail('Group size', e.groupSize),
            ...detail('Date', e.date),
          ],
          ...none,
          created_at: e.createdAt.toISOString(),
        },
      ];
    }
    const found = formRows.find((f) => f.form.id === r.id);
    if (!found) return [];
    const { form: f } = found;
    return [
      {
        ...key,
        status: f.status,
        name: f.name,
        mobile: f.mobile,
        email: f.email,
        message: f.message,
        city: f.cityId === null || found.cityName === null ? null : { id: f.cityId, name: found.cityName },
        details: [
          ...detail('Rating', f.rating === null ? null : `${f.rating} of 5`),
          ...(f.answers ?? []).map((a) => ({ label: a.question, value: a.answer })),
          ...detail('Page', f.page),
        ],
        ...(f.kind === 'site_feedback'
          ? {
              rating: f.rating,
              order_id: null,
              reply_channels: replyChannelsOf({
                mobile: found.replyMobile,
                email: found.replyEmail,
                whatsappOptIn: found.whatsappOptIn,
              }),
              replies: repliesTo('feedback', r.id),
            }
          : none),
        created_at: f.createdAt.toISOString(),
      },
    ];
  });
  return { items, total };
}

/** PUT /admin/v1/inbox/{source}/{id}/status: new, in progress or done, audited before and after. */
export async function changeInboxStatus(
  db: Db,
  operator: Operator,
  item: { source: InboxSource; id: number },
  status: InboxStatus,
  now: Date,
): Promise<{ status: InboxStatus }> {
  return audited(db, { userId: operator.userId, now }, async (tx) => {
    const before = await setInboxStatus(tx, item.source, item.id, status);
    if (!before)
      throw new DomainError('NOT_FOUND', `${INBOX_SOURCE_LABELS[item.source]} ${item.id} was not found`);
    return {
      result: { status },
      audit: {
        action: 'inbox.status',
        subject: { type: item.source, id: item.id },
        summary: `${INBOX_SOURCE_LABELS[item.source]} #${item.id}: ${INBOX_STATUS_LABELS[before]} → ${INBOX_STATUS_LABELS[status]}`,
        before: { status: before },
        after: { status },
      },
    };
  });
}

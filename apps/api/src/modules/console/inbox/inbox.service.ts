import type { InboxItem, inboxListQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  DomainError,
  INBOX_SOURCE_LABELS,
  INBOX_STATUS_LABELS,
  type InboxSource,
  type InboxStatus,
} from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import { enquiriesByIds, findInbox, formsByIds, setInboxStatus } from './inbox.repository';

type Detail = { label: string; value: string };
const detail = (label: string, value: string | number | null | undefined): Detail[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

/**
 * GET /admin/v1/inbox: group enquiries (the enquiries module's rows) and requirement forms, contact
 * messages and site feedback (the forms module's), newest first, by source, status, city or text.
 */
export async function listInbox(db: Db, query: z.output<typeof inboxListQuery>) {
  const { rows, total } = await findInbox(
    db,
    { q: query.q || undefined, source: query.source, status: query.status, cityId: query.city_id },
    pageWindow(query),
  );
  const idsOf = (enquiry: boolean) =>
    rows.filter((r) => (r.source === 'enquiry') === enquiry).map((r) => r.id);
  const [enquiryRows, formRows] = await Promise.all([
    enquiriesByIds(db, idsOf(true)),
    formsByIds(db, idsOf(false)),
  ]);
  const items = rows.flatMap((r): InboxItem[] => {
    const key = { id: `${r.source}:${r.id}`, source: r.source, item_id: r.id };
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

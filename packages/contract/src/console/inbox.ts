import { INBOX_SOURCES, INBOX_STATUSES } from '@store/domain';
import { z } from 'zod';
import { positiveIntString } from '../params';
import { pageOf, pageQuery, personRef } from './paging';

const source = z.enum(INBOX_SOURCES, { error: `source must be one of ${INBOX_SOURCES.join(', ')}` });
const status = z.enum(INBOX_STATUSES, { error: `status must be one of ${INBOX_STATUSES.join(', ')}` });

// ── GET /admin/v1/inbox: enquiries, requirement forms, contact messages and feedback, newest first ──
export const inboxListQuery = pageQuery.extend({
  source: source.optional(),
  status: status.optional(),
  city_id: positiveIntString('city_id').optional(),
});

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
  created_at: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxList = pageOf(inboxItem);

// ── PUT /admin/v1/inbox/{source}/{id}/status ──
export const inboxItemParams = z.object({ source, id: positiveIntString('id') });
export const inboxStatusBody = z.object({ status });
export const inboxStatusSet = z.object({ status });

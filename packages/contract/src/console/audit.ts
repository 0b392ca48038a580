import { CONSOLE_ACTION_NAMES } from '@store/domain';
import { z } from 'zod';
import { ymd } from '../booking';
import { text } from '../bounds';
import { positiveIntString } from '../params';
import { pageOf, pageQuery } from './paging';

/** One console action as the audit keeps it: who, what, on what, before and after, when. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  action: z.enum(CONSOLE_ACTION_NAMES),
  /** The action's words ("Cancelled the order"). */
  action_label: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  order_id: z.number().int().nullable(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

// ── GET /admin/v1/audit: searchable by who, what, order, subject, text and days ──
export const auditListQuery = pageQuery.extend({
  actor_id: positiveIntString('actor_id').optional(),
  action: z.enum(CONSOLE_ACTION_NAMES, { error: 'action is not a console action' }).optional(),
  order_id: positiveIntString('order_id').optional(),
  subject_type: text(40, 'subject_type').trim().optional(),
  subject_id: text(40, 'subject_id').trim().optional(),
  /** Days in the store's time zone, both included. */
  from: ymd.optional(),
  to: ymd.optional(),
});
export const auditList = pageOf(auditEntry);

import type { AuditEntry, auditListQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  addDays,
  CONSOLE_ACTIONS,
  type ConsoleAction,
  DEFAULT_TIME_ZONE,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { pageWindow } from '../paging';
import { type auditOfOrder, searchAudit } from './audit.repository';

type Row = Awaited<ReturnType<typeof auditOfOrder>>[number];

export function toAuditEntry({ entry, firstName, lastName, role }: Row): AuditEntry {
  const action = entry.action as ConsoleAction;
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: { id: entry.actorId, name: `${firstName} ${lastName}`.trim(), role },
    action,
    action_label: CONSOLE_ACTIONS[action] ?? entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    order_id: entry.orderId,
    summary: entry.summary,
    before: entry.before,
    after: entry.after,
  };
}

/** The start of a day in the store's time zone. */
const dayStart = (ymd: string) => zonedDateTimeToInstant(ymd, '00:00', DEFAULT_TIME_ZONE);

/** GET /admin/v1/audit: one page of matching actions, newest first. */
export async function listAudit(db: Db, query: z.output<typeof auditListQuery>) {
  const { rows, total } = await searchAudit(
    db,
    {
      q: query.q || undefined,
      actorId: query.actor_id,
      action: query.action,
      orderId: query.order_id,
      subjectType: query.subject_type || undefined,
      subjectId: query.subject_id || undefined,
      from: query.from ? dayStart(query.from) : undefined,
      until: query.to ? dayStart(addDays(query.to, 1)) : undefined,
    },
    pageWindow(query),
  );
  return { items: rows.map(toAuditEntry), total };
}

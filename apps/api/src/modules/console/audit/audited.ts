import type { Db } from '@store/db';
import type { ConsoleAction } from '@store/domain';
import { insertAudit } from './audit.repository';

/** What an action says of itself for the audit. */
export type AuditNote = {
  action: ConsoleAction;
  subject: { type: string; id: number | string };
  /** The order it concerns, so the order's page lists it. */
  orderId?: number | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export type Actor = { userId: number; now: Date };

/**
 * Runs a console action in one transaction with its audit row (every console action is
 * audited): the action returns its result and what the audit keeps; a refusal anywhere writes
 * neither. Every console service that changes something goes through here.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  action: (tx: Db) => Promise<{ result: T; audit: AuditNote }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await action(tx);
    await insertAudit(tx, {
      actorId: actor.userId,
      action: audit.action,
      subjectType: audit.subject.type,
      subjectId: String(audit.subject.id),
      orderId: audit.orderId ?? null,
      summary: audit.summary,
      before: audit.before ?? null,
      after: audit.after ?? null,
      createdAt: actor.now,
    });
    return result;
  });
}

import { type Db, schema } from '@store/db';
import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { containing } from '../../search';

const { consoleAudit, users } = schema;

export type AuditRow = typeof consoleAudit.$inferInsert;

export async function insertAudit(db: Db, row: AuditRow): Promise<void> {
  await db.insert(consoleAudit).values(row);
}

export type AuditSearch = {
  q?: string;
  actorId?: number;
  action?: string;
  orderId?: number;
  subjectType?: string;
  subjectId?: string;
  /** Instants, the end excluded. */
  from?: Date;
  until?: Date;
};

function matching(s: AuditSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    s.actorId === undefined ? undefined : eq(consoleAudit.actorId, s.actorId),
    s.action === undefined ? undefined : eq(consoleAudit.action, s.action),
    s.orderId === undefined ? undefined : eq(consoleAudit.orderId, s.orderId),
    s.subjectType === undefined ? undefined : eq(consoleAudit.subjectType, s.subjectType),
    s.subjectId === undefined ? undefined : eq(consoleAudit.subjectId, s.subjectId),
    s.from === undefined ? undefined : gte(consoleAudit.createdAt, s.from),
    s.until === undefined ? undefined : lt(consoleAudit.createdAt, s.until),
    like === undefined
      ? undefined
      : or(
          ilike(consoleAudit.summary, like),
          ilike(consoleAudit.action, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ),
  );
}

/** One page of the audit, newest first, with each actor's name, and how many match in all. */
export async function searchAudit(db: Db, s: AuditSearch, page: { limit: number; offset: number }) {
  const where = matching(s);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        entry: consoleAudit,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(consoleAudit)
      .innerJoin(users, eq(users.id, consoleAudit.actorId))
      .where(where)
      .orderBy(desc(consoleAudit.createdAt), desc(consoleAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consoleAudit)
      .innerJoin(users, eq(users.id, consoleAudit.actorId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Every console action on one order, oldest first, for its timeline. */
export async function auditOfOrder(db: Db, orderId: number) {
  return db
    .select({ entry: consoleAudit, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(consoleAudit)
    .innerJoin(users, eq(users.id, consoleAudit.actorId))
    .where(eq(consoleAudit.orderId, orderId))
    .orderBy(consoleAudit.createdAt, consoleAudit.id);
}

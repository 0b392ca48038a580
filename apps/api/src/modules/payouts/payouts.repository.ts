import { type Db, schema } from '@store/db';
import { and, asc, desc, eq, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';

const { experiences, orderEvents, orders, payoutLines, payoutStatements, refunds, vendorRequests, vendors } =
  schema;

export type PayoutLineDraft = Omit<typeof payoutLines.$inferInsert, 'id' | 'statementId'>;
export type StatementRow = typeof payoutStatements.$inferSelect;

// When the order was completed: its audit row, or (an order from before the audit) its last change.
const completedAt = sql<Date>`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents}
  where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'completed'),
  ${orders.updatedAt}, ${orders.createdAt})`.mapWith(orderEvents.createdAt);

/** Completed bookings of an accepted vendor with no line yet, oldest first, with their commissions. */
export async function completedOrdersOwed(db: Db, limit: number) {
  return db
    .select({
      orderId: orders.id,
      amount: orders.amount,
      deliveryCharges: orders.deliveryCharges,
      vendorId: vendorRequests.vendorId,
      experiencePercent: experiences.commissionPercent,
      vendorPercent: vendors.commissionPercent,
      completedAt,
    })
    .from(orders)
    .innerJoin(
      vendorRequests,
      and(eq(vendorRequests.orderId, orders.id), eq(vendorRequests.status, 'accepted')),
    )
    .innerJoin(vendors, eq(vendors.id, vendorRequests.vendorId))
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .where(
      and(
        eq(orders.status, 'completed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutLines)
            .where(and(eq(payoutLines.orderId, orders.id), eq(payoutLines.kind, 'order'))),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** Processed refunds of orders already on a statement with no line yet, with what is left of the order's share. */
export async function refundsOwed(db: Db, limit: number) {
  const line = schema.payoutLines;
  return db
    .select({
      refundId: refunds.id,
      orderId: refunds.orderId,
      refunded: refunds.amount,
      settledAt: refunds.settledAt,
      vendorId: payoutStatements.vendorId,
      percent: line.commissionPercent,
      shareLeft: sql<number>`${line.amount} + coalesce((select sum(r.amount) from ${payoutLines} r
        where r.order_id = ${line.orderId} and r.kind = 'refund'), 0)`.mapWith(Number),
    })
    .from(refunds)
    .innerJoin(line, and(eq(line.orderId, refunds.orderId), eq(line.kind, 'order')))
    .innerJoin(payoutStatements, eq(payoutStatements.id, line.statementId))
    .where(
      and(
        eq(refunds.status, 'processed'),
        isNotNull(refunds.settledAt),
        notExists(db.select({ one: sql`1` }).from(payoutLines).where(eq(payoutLines.refundId, refunds.id))),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** The vendor's statement of a week, made when missing, locked until the transaction ends. */
export async function lockedStatement(tx: Db, vendorId: number, weekStart: string, now: Date) {
  await tx.insert(payoutStatements).values({ vendorId, weekStart, createdAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(payoutStatements)
    .where(and(eq(payoutStatements.vendorId, vendorId), eq(payoutStatements.weekStart, weekStart)))
    .for('update');
  if (!row) throw new Error(`statement of vendor ${vendorId} for ${weekStart} not made`);
  return row;
}

/** Adds a line unless its order (or refund) already has one; true when added. */
export async function addLine(tx: Db, statementId: number, line: PayoutLineDraft): Promise<boolean> {
  const added = await tx
    .insert(payoutLines)
    .values({ ...line, statementId })
    .onConflictDoNothing()
    .returning({ id: payoutLines.id });
  return added.length > 0;
}

const total = sql<number>`coalesce((select sum(${payoutLines.amount}) from ${payoutLines}
  where ${payoutLines.statementId} = ${payoutStatements.id}), 0)`.mapWith(Number);
const lineCount = sql<number>`(select count(*) from ${payoutLines}
  where ${payoutLines.statementId} = ${payoutStatements.id})`.mapWith(Number);

export type StatementFilter = { weekStart?: string; vendorId?: number; paid?: boolean };

const filtered = (f: StatementFilter): SQL | undefined =>
  and(
    f.weekStart ? eq(payoutStatements.weekStart, f.weekStart) : undefined,
    f.vendorId ? eq(payoutStatements.vendorId, f.vendorId) : undefined,
    f.paid === undefined
      ? undefined
      : f.paid
        ? isNotNull(payoutStatements.paidAt)
        : isNull(payoutStatements.paidAt),
  );

/** Statements with their vendor, total and line count, newest week first. */
export async function statements(db: Db, filter: StatementFilter, page: { limit: number; offset: number }) {
  const where = filtered(filter);
  const [items, [counted]] = await Promise.all([
    db
      .select({ statement: payoutStatements, vendorName: vendors.name, total, lines: lineCount })
      .from(payoutStatements)
      .innerJoin(vendors, eq(vendors.id, payoutStatements.vendorId))
      .where(where)
      .orderBy(desc(payoutStatements.weekStart), asc(vendors.name), asc(payoutStatements.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payoutStatements)
      .where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/** One statement with its vendor and total. */
export async function statementById(db: Db, id: number, lock = false) {
  const query = db
    .select({ statement: payoutStatements, vendorName: vendors.name, total, lines: lineCount })
    .from(payoutStatements)
    .innerJoin(vendors, eq(vendors.id, payoutStatements.vendorId))
    .where(eq(payoutStatements.id, id));
  const [row] = await (lock ? query.for('update', { of: payoutStatements }) : query);
  return row;
}

/** A statement's lines in the order they came, with each order's experience and slot date. */
export async function linesOf(db: Db, statementId: number) {
  return db
    .select({
      line: payoutLines,
      experienceName: experiences.name,
      slotDate: orders.date,
    })
    .from(payoutLines)
    .innerJoin(orders, eq(orders.id, payoutLines.orderId))
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .where(eq(payoutLines.statementId, statementId))
    .orderBy(asc(payoutLines.occurredAt), asc(payoutLines.id));
}

/** Marks a locked, unpaid statement paid; false when it was paid meanwhile. */
export async function markStatementPaid(
  tx: Db,
  id: number,
  paid: { paidAt: Date; paidOn: string; bankReference: string; paidBy: number; paidTotal: number },
): Promise<boolean> {
  const done = await tx
    .update(payoutStatements)
    .set(paid)
    .where(and(eq(payoutStatements.id, id), isNull(payoutStatements.paidAt)))
    .returning({ id: payoutStatements.id });
  return done.length > 0;
}

/** The vendor's name, when there is such a vendor. */
export async function vendorName(db: Db, vendorId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.name;
}

/** Sets a vendor's commission (null: the default); the commission before, or undefined for no vendor. */
export async function setVendorCommission(tx: Db, vendorId: number, percent: number | null) {
  const [before] = await tx
    .select({ percent: vendors.commissionPercent })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  if (!before) return undefined;
  await tx.update(vendors).set({ commissionPercent: percent }).where(eq(vendors.id, vendorId));
  return before;
}

/** Sets an experience's commission (null: its vendor's); the commission before, or undefined for none. */
export async function setExperienceCommission(tx: Db, experienceId: number, percent: number | null) {
  const [before] = await tx
    .select({ percent: experiences.commissionPercent })
    .from(experiences)
    .where(eq(experiences.id, experienceId))
    .for('update');
  if (!before) return undefined;
  await tx.update(experiences).set({ commissionPercent: percent }).where(eq(experiences.id, experienceId));
  return before;
}

/** A vendor's latest statements (newest week first), for their own page. */
export async function statementsOfVendor(db: Db, vendorId: number) {
  return db
    .select({ statement: payoutStatements, vendorName: vendors.name, total, lines: lineCount })
    .from(payoutStatements)
    .innerJoin(vendors, eq(vendors.id, payoutStatements.vendorId))
    .where(eq(payoutStatements.vendorId, vendorId))
    .orderBy(desc(payoutStatements.weekStart))
    .limit(26);
}

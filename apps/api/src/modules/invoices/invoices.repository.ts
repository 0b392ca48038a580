import { type Db, schema } from '@store/db';
import { INVOICE_DUE_STATES, type InvoiceSeries } from '@store/domain';
import { and, asc, eq, gte, inArray, ne, notExists, or, sql } from 'drizzle-orm';

const { cities, experiences, invoiceSeries, invoices, orders, refunds, users } = schema;

export type TaxDocumentRow = typeof invoices.$inferSelect;
export type TaxDocumentDraft = Omit<typeof invoices.$inferInsert, 'id' | 'sequence' | 'number'>;

/** What an order's tax documents print of it: the order, its experience, city and customer. */
export async function orderForInvoice(db: Db, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      experienceName: experiences.name,
      cityShortName: cities.shortName,
      cityName: cities.name,
      customer: {
        firstName: users.firstName,
        lastName: users.lastName,
        mobile: users.mobile,
        email: users.email,
      },
    })
    .from(orders)
    .innerJoin(experiences, eq(experiences.id, orders.experienceId))
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** The order's tax invoice and credit notes, invoice first, then by number. */
export async function documentsOf(db: Db, orderId: number): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(sql`${invoices.series} = 'credit_note'`, asc(invoices.id));
}

/** The order's refunds whose money is back: each one is owed a credit note. */
export async function processedRefundsOf(db: Db, orderId: number) {
  return db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      settledAt: refunds.settledAt,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')))
    .orderBy(asc(refunds.id));
}

/**
 * Writes a document with the next number of its series in its financial year, unless `existing`
 * (read after the series' row is locked, so a concurrent writer of the same document has committed)
 * finds it already written. The counter moves in the same transaction as the document is written:
 * a number is given once, and a write that fails gives it back, so the series has no gaps.
 */
export async function issueDocument(
  db: Db,
  draft: TaxDocumentDraft,
  numberOf: (sequence: number) => string,
  existing: (tx: Db) => Promise<TaxDocumentRow | undefined>,
): Promise<TaxDocumentRow> {
  return db.transaction(async (tx) => {
    const key = { series: draft.series as InvoiceSeries, financialYear: draft.financialYear };
    await tx.insert(invoiceSeries).values(key).onConflictDoNothing();
    const [counter] = await tx
      .select({ lastNumber: invoiceSeries.lastNumber })
      .from(invoiceSeries)
      .where(and(eq(invoiceSeries.series, key.series), eq(invoiceSeries.financialYear, key.financialYear)))
      .for('update');
    const already = await existing(tx);
    if (already) return already;
    const sequence = (counter?.lastNumber ?? 0) + 1;
    await tx
      .update(invoiceSeries)
      .set({ lastNumber: sequence })
      .where(and(eq(invoiceSeries.series, key.series), eq(invoiceSeries.financialYear, key.financialYear)));
    const [row] = await tx
      .insert(invoices)
      .values({ ...draft, sequence, number: numberOf(sequence) })
      .returning();
    if (!row) throw new Error('the tax document was not written');
    return row;
  });
}

export async function invoiceOf(db: Db, orderId: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.series, 'invoice')))
    .limit(1);
  return row;
}

export async function creditNoteOf(db: Db, refundId: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId)).limit(1);
  return row;
}

/**
 * Orders placed since `since` that have earned a tax invoice and have none yet, oldest first: paid
 * (or confirmed offline) and going ahead, or paid on delivery and completed.
 */
export async function ordersOwedInvoice(db: Db, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, since),
        or(
          and(ne(orders.paymentMethod, 'cod'), inArray(orders.status, [...INVOICE_DUE_STATES])),
          and(eq(orders.paymentMethod, 'cod'), eq(orders.status, 'completed')),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(and(eq(invoices.orderId, orders.id), eq(invoices.series, 'invoice'))),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Refunds settled since `since` whose order has its invoice but no credit note yet for them, oldest
 * first: the pass numbers their notes, so a period's tax reports count them without anyone having
 * downloaded them.
 */
export async function refundsOwedCreditNote(db: Db, since: Date, limit: number) {
  return db
    .select({ orderId: refunds.orderId, refundId: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'processed'),
        gte(refunds.settledAt, since),
        sql`exists (select 1 from ${invoices} i where i.order_id = ${refunds.orderId} and i.series = 'invoice')`,
        sql`not exists (select 1 from ${invoices} n where n.refund_id = ${refunds.id})`,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

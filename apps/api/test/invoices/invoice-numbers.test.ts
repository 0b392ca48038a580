import { schema } from '@store/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_SETTINGS } from '../../src/modules/invoices/invoice-settings';
import { issueDocument } from '../../src/modules/invoices/invoices.repository';
import { invoiceFor } from '../../src/modules/invoices/invoices.service';
import { placePaid } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// The invoice series under load: many first downloads at once (each order asked twice, as a
// double click or two devices would) give every paid order one number, the numbers of the year
// run 1, 2, 3... without a gap, and a write that fails gives its number back. Run on PostgreSQL
// (DATABASE_URL) to race for real; PGlite runs one transaction at a time.

const numbersOf = (t: TestApp) =>
  t.database.db
    .select({ orderId: schema.invoices.orderId, number: schema.invoices.number })
    .from(schema.invoices)
    .where(eq(schema.invoices.series, 'invoice'))
    .orderBy(asc(schema.invoices.sequence));

describe('the tax invoice series', () => {
  const t = useTestApp({ database: { poolSize: 10 } });

  it('numbers concurrent first downloads once each, without gaps, and starts again each financial year', async () => {
    const ids: number[] = [];
    for (const customer of [2, 3, 4, 5, 2, 3, 4, 5])
      ids.push(await placePaid(t(), await sessionFor(t(), customer)));
    const db = t().database.db;
    const issued = await Promise.all(
      [...ids, ...ids].map((id) => invoiceFor(db, DEMO_INVOICE_SETTINGS, id, TEST_NOW)),
    );
    for (const i of ids.keys()) expect(issued[i + ids.length]?.number).toBe(issued[i]?.number);
    const rows = await numbersOf(t());
    expect(rows.map((r) => r.number)).toEqual(
      ids.map((_, i) => `INV/2026-27/${String(i + 1).padStart(6, '0')}`),
    );
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(ids));

    // A draft the database refuses (its lines do not add up) is not written and keeps no number.
    const [first] = issued;
    if (!first) throw new Error('nothing issued');
    const { id: _id, sequence: _s, number: _n, ...draft } = first;
    await expect(
      issueDocument(
        db,
        { ...draft, orderId: ids[0] ?? 0, series: 'credit_note', refundId: null, total: 1 },
        String,
        async () => undefined,
      ),
    ).rejects.toThrow();
    const april = await placePaid(t(), await sessionFor(t(), 2));
    const nextYear = await invoiceFor(db, DEMO_INVOICE_SETTINGS, april, new Date('2027-03-31T18:30:00.000Z'));
    expect(nextYear.number).toBe('INV/2027-28/000001');
    const [series] = await db
      .select()
      .from(schema.invoiceSeries)
      .where(eq(schema.invoiceSeries.series, 'credit_note'));
    expect(series?.lastNumber ?? 0).toBe(0);
  });
});

import { successEnvelope, taxDocuments } from '@store/contract';
import { gstSummaryReport } from '@store/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVOICE_SETTINGS } from '../../src/modules/invoices/invoice-settings';
import { issueDueInvoices } from '../../src/modules/invoices/issue-invoices.service';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { payDueRefunds } from '../../src/modules/refunds/pay-refunds.service';
import { get, PRICE, placePaid, post } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import { callers, consoleGet, dataOf, errorOf } from './console-helpers';

// The tax reports, admins only: the GST summary of a period by place of supply and the invoice
// register, both as CSV, read from the issued documents themselves, so each figure is the one on
// its PDF and the summary is the register's invoices less its credit notes. Seed: experience 14
// in Delhi NCR (place of supply Delhi, 07) at PRICE; the demo seller is in Maharashtra, so IGST.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
let kept = 0;
let refunded = 0;
const DAY = '2026-12-01';

/** CSV text as rows of cells (the reports quote nothing in this seed). */
const rowsOf = (csv: string) =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

async function csvOf(path: string, token: string) {
  const reply = await consoleGet(t(), path, token);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(reply.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  return rowsOf(reply.body);
}

beforeAll(async () => {
  who = await callers(t());
  const token = await sessionFor(t(), 2);
  kept = await placePaid(t(), token);
  refunded = await placePaid(t(), token);
  const db = t().database.db;
  await issueDueInvoices(db, DEMO_INVOICE_SETTINGS, now);
  expect((await post(t(), `/v2/booking/${refunded}/cancel`, { refund_to: 'source' }, token)).statusCode).toBe(
    200,
  );
  now = new Date(TEST_NOW.getTime() + 60_000);
  await payDueRefunds(db, paymentProvider(db, SANDBOX_PAYMENTS), now);
  // The next pass numbers the refund's credit note: nobody has downloaded it.
  await issueDueInvoices(db, DEMO_INVOICE_SETTINGS, now);
});

describe('the invoice register', () => {
  it('lists every invoice and credit note of the period with the figures printed on its PDF', async () => {
    const [header, ...lines] = await csvOf(`/reports/invoices/export?from=${DAY}&to=${DAY}`, who.admin);
    expect(header).toEqual([
      'number',
      'kind',
      'date',
      'order_id',
      'customer',
      'customer_mobile',
      'place_of_supply_code',
      'place_of_supply',
      'taxable',
      'cgst',
      'sgst',
      'igst',
      'total',
    ]);
    const token = await sessionFor(t(), 2);
    const docs = successEnvelope(taxDocuments).parse(
      (await get(t(), `/v1/orders/${refunded}/tax-documents`, token)).json(),
    ).data;
    const invoiceLine = lines.find((l) => l[0] === docs.invoice?.number);
    const noteLine = lines.find((l) => l[0] === docs.credit_notes[0]?.number);
    expect(invoiceLine?.slice(1, 4)).toEqual(['invoice', DAY, String(refunded)]);
    expect(noteLine?.slice(1, 4)).toEqual(['credit note', DAY, String(refunded)]);
    expect(invoiceLine?.at(-1)).toBe(String(PRICE));
    // The figures the PDF prints: 2297 tax included, 350 of IGST, 1947 taxable.
    const pdf = await pdfText((await get(t(), `/v1/orders/${kept}/invoice`, token)).rawPayload);
    const keptLine = lines.find((l) => l[3] === String(kept) && l[1] === 'invoice');
    expect(keptLine?.slice(6)).toEqual(['07', 'Delhi', '1947', '0', '0', '350', '2297']);
    for (const printed of ['Taxable value Rs. 1,947', 'IGST @ 18% Rs. 350', 'Total (tax included) Rs. 2,297'])
      expect(pdf).toContain(printed);
    expect(pdf).toContain(`Number: ${keptLine?.[0]}`);
    // Each line adds up, and numbers are not repeated.
    for (const l of lines)
      expect(Number(l[8]) + Number(l[9]) + Number(l[10]) + Number(l[11])).toBe(Number(l[12]));
    expect(new Set(lines.map((l) => l[0])).size).toBe(lines.length);
  });

  it('is empty outside the period', async () => {
    expect(await csvOf('/reports/invoices/export?from=2026-11-01&to=2026-11-30', who.admin)).toHaveLength(1);
  });
});

describe('the GST summary', () => {
  it("is the register's invoices less its credit notes, by place of supply, and its CSV says the same", async () => {
    const register = (await csvOf(`/reports/invoices/export?from=${DAY}&to=${DAY}`, who.admin)).slice(1);
    const net = (column: number) =>
      register.reduce((sum, l) => sum + (l[1] === 'invoice' ? 1 : -1) * Number(l[column]), 0);
    const summary = dataOf(
      gstSummaryReport,
      await consoleGet(t(), `/reports/gst?from=${DAY}&to=${DAY}`, who.admin),
    );
    expect(summary.totals).toEqual({
      invoices: register.filter((l) => l[1] === 'invoice').length,
      credit_notes: register.filter((l) => l[1] === 'credit note').length,
      taxable: net(8),
      cgst: net(9),
      sgst: net(10),
      igst: net(11),
      total: net(12),
    });
    expect(summary.totals.credit_notes).toBe(1);
    expect(summary.lines.map((l) => l.place_code)).toContain('07');
    expect(summary.lines.reduce((n, l) => n + l.total, 0)).toBe(summary.totals.total);

    const [header, ...lines] = await csvOf(`/reports/gst/export?from=${DAY}&to=${DAY}`, who.admin);
    expect(header).toEqual([
      'place_of_supply_code',
      'place_of_supply',
      'invoices',
      'credit_notes',
      'taxable',
      'cgst',
      'sgst',
      'igst',
      'total',
    ]);
    const totalLine = lines.at(-1);
    expect(totalLine?.slice(1)).toEqual(
      [
        'Total',
        summary.totals.invoices,
        summary.totals.credit_notes,
        net(8),
        net(9),
        net(10),
        net(11),
        net(12),
      ].map(String),
    );
    expect(lines.find((l) => l[0] === '07')?.[1]).toBe('Delhi');
  });

  it('refuses ops with a code, a customer, and a period ending before it starts (naming to)', async () => {
    for (const path of [
      `/reports/gst?from=${DAY}&to=${DAY}`,
      `/reports/gst/export?from=${DAY}&to=${DAY}`,
      `/reports/invoices/export?from=${DAY}&to=${DAY}`,
    ]) {
      const ops = await consoleGet(t(), path, who.ops);
      expect([ops.statusCode, errorOf(ops).code], path).toEqual([403, 'FORBIDDEN']);
      expect((await consoleGet(t(), path, who.customer)).statusCode, path).toBe(403);
    }
    for (const [query, field] of [
      ['from=2026-12-31&to=2026-12-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-12-01', 'to'],
    ] as const)
      for (const path of ['/reports/gst', '/reports/gst/export', '/reports/invoices/export']) {
        const reply = await consoleGet(t(), `${path}?${query}`, who.admin);
        expect(reply.statusCode, `${path}?${query}`).toBe(400);
        expect(errorOf(reply).data, `${path}?${query}`).toHaveProperty(field);
      }
  });
});

import { errorEnvelope, successEnvelope, taxDocuments } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_SETTINGS } from '../../src/modules/invoices/invoice-settings';
import { issueDueInvoices } from '../../src/modules/invoices/issue-invoices.service';
import { JOB_NAMES } from '../../src/modules/jobs/store-jobs';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { paymentProvider } from '../../src/modules/payments/providers';
import { payDueRefunds } from '../../src/modules/refunds/pay-refunds.service';
import { get, PRICE, placeCod, placePaid, post } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// A paid booking's GST tax invoice and its refund's credit note, downloaded as the tracking page
// does. Seed: experience 14 in Delhi NCR (place of supply Delhi, 07) at PRICE, tax included; the
// demo seller's GSTIN is registered in Maharashtra (27), so the tax is IGST unless the seller is
// in Delhi too.

const DELHI_SELLER = {
  sellerName: 'Delhi Parties LLP',
  sellerAddress: '12 Demo Lane, Saket, New Delhi 110017',
  sellerGstin: '07AAPFU0939F1ZX',
  rateBps: 1800,
};

async function invoicePdf(t: TestApp, url: string, token?: string) {
  const reply = await get(t, url, token);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  expect(reply.headers['cache-control']).toBe('private, no-store');
  return { text: await pdfText(reply.rawPayload), disposition: reply.headers['content-disposition'] };
}

const refusalCode = (body: unknown) => errorEnvelope.parse(body).code;

describe('GET /v1/orders/{id}/invoice: the tax invoice of a paid booking', () => {
  const t = useTestApp();

  it('issues a GST invoice numbered in the financial year, with IGST across states, the same on every download', async () => {
    // 2297 × 18/118 = 350.4 → 350 of IGST; the taxable value is the rest.
    expect(PRICE).toBe(2297);
    const token = await sessionFor(t(), 2);
    const id = await placePaid(t(), token);
    const first = await invoicePdf(t(), `/v1/orders/${id}/invoice`, token);
    expect(first.disposition).toBe('attachment; filename="INV-2026-27-000001.pdf"');
    for (const line of [
      'Tax Invoice',
      'Number: INV/2026-27/000001',
      'Date: 2026-12-01',
      'Experience Store Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Delhi (07)',
      'SAC: 998596',
      'Taxable value Rs. 1,947',
      'IGST @ 18% Rs. 350',
      'Total (tax included) Rs. 2,297',
    ])
      expect(first.text).toContain(line);
    expect(first.text).not.toContain('CGST');
    const again = await invoicePdf(
      t(),
      `/v1/orders/${id}/invoice?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`,
    );
    expect(again.text).toBe(first.text);

    const next = await placePaid(t(), token);
    expect((await invoicePdf(t(), `/v1/orders/${next}/invoice`, token)).text).toContain('INV/2026-27/000002');
  });

  it('is refused, with a code, to anyone but the customer and the holder of the tracking link', async () => {
    const id = await placePaid(t(), await sessionFor(t(), 2));
    const stranger = await get(t(), `/v1/orders/${id}/invoice`, await sessionFor(t(), 3));
    expect([stranger.statusCode, refusalCode(stranger.json())]).toEqual([404, 'NOT_FOUND']);
    const wrongKey = await get(
      t(),
      `/v1/orders/${id}/invoice?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id + 1)}`,
    );
    expect([wrongKey.statusCode, refusalCode(wrongKey.json())]).toEqual([404, 'NOT_FOUND']);
    const nobody = await get(t(), `/v1/orders/${id}/invoice`);
    expect([nobody.statusCode, refusalCode(nobody.json())]).toEqual([401, 'NO_TOKEN']);
  });

  it('has no invoice for a booking not paid yet (cash on delivery before it is done), and numbers nothing', async () => {
    const token = await sessionFor(t(), 4);
    const id = await placeCod(t(), token);
    const reply = await get(t(), `/v1/orders/${id}/invoice`, token);
    expect([reply.statusCode, refusalCode(reply.json())]).toEqual([409, 'INVOICE_NOT_DUE']);
    const list = successEnvelope(taxDocuments).parse(
      (await get(t(), `/v1/orders/${id}/tax-documents`, token)).json(),
    );
    expect(list.data).toEqual({ invoice: null, credit_notes: [] });
  });
});

describe('GST within the seller state', () => {
  const t = useTestApp({ invoicing: DELHI_SELLER });

  it('splits the tax into equal CGST and SGST when the booking is in the seller state', async () => {
    const token = await sessionFor(t(), 2);
    const id = await placePaid(t(), token);
    const { text } = await invoicePdf(t(), `/v1/orders/${id}/invoice`, token);
    // 2297 × 9/118 = 175.2 → 175 each; 2297 − 350 = 1947.
    for (const line of [
      'GSTIN: 07AAPFU0939F1ZX',
      'Taxable value Rs. 1,947',
      'CGST @ 9% Rs. 175',
      'SGST @ 9% Rs. 175',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('IGST');
  });
});

describe('credit notes of refunds', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it("issues a credit note in its own series against the invoice once a refund's money is back", async () => {
    const token = await sessionFor(t(), 5);
    const id = await placePaid(t(), token);
    const key = trackingKey(DEVELOPMENT_LINK_SECRET, id);
    const listed = async () =>
      successEnvelope(taxDocuments).parse(
        (await get(t(), `/v1/orders/${id}/tax-documents?key=${key}`)).json(),
      ).data;
    expect(await listed()).toEqual({
      invoice: {
        number: 'INV/2026-27/000001',
        kind: 'invoice',
        issue_date: '2026-12-01',
        total: PRICE,
        path: `/v1/orders/${id}/invoice`,
      },
      credit_notes: [],
    });
    expect((await post(t(), `/v2/booking/${id}/cancel`, { refund_to: 'source' }, token)).statusCode).toBe(
      200,
    );
    now = new Date(TEST_NOW.getTime() + 60_000);
    await payDueRefunds(t().database.db, paymentProvider(t().database.db, SANDBOX_PAYMENTS), now);
    const { invoice, credit_notes } = await listed();
    expect(invoice?.number).toBe('INV/2026-27/000001');
    expect(credit_notes).toEqual([
      expect.objectContaining({ number: 'CN/2026-27/000001', kind: 'credit_note', total: PRICE }),
    ]);
    const note = await invoicePdf(t(), `${credit_notes[0]?.path}?key=${key}`);
    for (const line of [
      'Credit Note',
      'Number: CN/2026-27/000001',
      'Against tax invoice: INV/2026-27/000001',
      'GSTIN: 27AAPFU0939F1ZV',
      'IGST @ 18% Rs. 350',
      'Total refunded (tax included) Rs. 2,297',
    ])
      expect(note.text).toContain(line);
    const other = await get(t(), `/v1/orders/${id}/credit-notes/999?key=${key}`);
    expect([other.statusCode, refusalCode(other.json())]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('the invoices pass after payment', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('numbers the invoice of a booking paid since the last pass, which it keeps once cancelled and refunded', async () => {
    expect(JOB_NAMES.issueInvoices).toBe('issue-invoices');
    const token = await sessionFor(t(), 3);
    const paid = await placePaid(t(), token);
    const cod = await placeCod(t(), token);
    const db = t().database.db;
    // The seed's paid bookings of the week get theirs in the same pass; the next pass has nothing to do.
    expect((await issueDueInvoices(db, DEMO_INVOICE_SETTINGS, now)).issued).toBeGreaterThan(1);
    expect(await issueDueInvoices(db, DEMO_INVOICE_SETTINGS, now)).toEqual({ issued: 0 });
    const early = successEnvelope(taxDocuments).parse(
      (await get(t(), `/v1/orders/${paid}/tax-documents`, token)).json(),
    );
    const number = early.data.invoice?.number;
    expect(number).toMatch(/^INV\/2026-27\/\d{6}$/);

    // Cancelled before anyone asked for it: the invoice stays, and the refund gets its credit note.
    expect((await post(t(), `/v2/booking/${paid}/cancel`, { refund_to: 'wallet' }, token)).statusCode).toBe(
      200,
    );
    now = new Date(TEST_NOW.getTime() + 60_000);
    await payDueRefunds(db, paymentProvider(db, SANDBOX_PAYMENTS), now);
    const listed = successEnvelope(taxDocuments).parse(
      (await get(t(), `/v1/orders/${paid}/tax-documents`, token)).json(),
    );
    expect(listed.data.invoice).toMatchObject({
      number,
      issue_date: '2026-12-01',
      total: PRICE,
    });
    expect(listed.data.credit_notes.map((n) => [n.number, n.total])).toEqual([['CN/2026-27/000001', PRICE]]);
    const none = successEnvelope(taxDocuments).parse(
      (await get(t(), `/v1/orders/${cod}/tax-documents`, token)).json(),
    );
    expect(none.data.invoice).toBeNull();
  });
});

import type { Db, InvoiceCustomer } from '@store/db';
import {
  DEFAULT_TIME_ZONE,
  DomainError,
  EVENT_SERVICES_SAC,
  financialYear,
  type GstState,
  invoiceNumber,
  isInvoiceDue,
  splitInclusiveTotal,
  stateOfCity,
  stateOfGstin,
  ymdInZone,
} from '@store/domain';
import type { InvoiceSettings } from './invoice-settings';
import {
  creditNoteOf,
  documentsOf,
  invoiceOf,
  issueDocument,
  orderForInvoice,
  processedRefundsOf,
  type TaxDocumentRow,
} from './invoices.repository';

type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof orderForInvoice>>>;

/**
 * The order's tax invoice: the one it has, or, once the order is paid, a new one numbered now.
 * Whoever asks first (the customer, the sweep after payment) gets it numbered; every later ask
 * gets the same document.
 */
export async function invoiceFor(db: Db, settings: InvoiceSettings, orderId: number, now: Date) {
  const existing = await invoiceOf(db, orderId);
  if (existing) return existing;
  const row = await orderForInvoice(db, orderId);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  if (!isInvoiceDue(row.order.status, row.order.paymentMethod)) throw new DomainError('INVOICE_NOT_DUE');
  const place = placeOfSupply(row);
  const seller = sellerOf(settings);
  // The coupon's discount lowers the price; wallet money is a way of paying it, so it stays in.
  const split = splitInclusiveTotal(
    row.order.amount - row.order.amountDiscounted,
    settings.rateBps,
    place.code === seller.stateCode,
  );
  // Financial years are India's, whatever the city's own zone.
  const issueDate = ymdInZone(now, DEFAULT_TIME_ZONE);
  const year = financialYear(issueDate);
  return issueDocument(
    db,
    {
      series: 'invoice',
      financialYear: year,
      orderId,
      refundId: null,
      issuedAt: now,
      issueDate,
      seller,
      customer: customerOf(row),
      description: describe(row),
      sac: EVENT_SERVICES_SAC,
      placeOfSupply: place,
      rateBps: settings.rateBps,
      ...split,
    },
    (sequence) => invoiceNumber('invoice', year, sequence),
    (tx) => invoiceOf(tx, orderId),
  );
}

/**
 * The credit note of a refund whose money is back: the refunded amount, taxed as the invoice it
 * corrects was (its rate, its place of supply), numbered in the credit notes' own series.
 */
export async function creditNoteFor(
  db: Db,
  settings: InvoiceSettings,
  orderId: number,
  refundId: number,
  now: Date,
) {
  const refund = (await processedRefundsOf(db, orderId)).find((r) => r.id === refundId);
  if (!refund) throw new DomainError('NOT_FOUND', `Refund ${refundId} of order ${orderId} was not found`);
  const existing = await creditNoteOf(db, refundId);
  if (existing) return existing;
  // The invoice it corrects: the one the order has (whatever its state now), or INVOICE_NOT_DUE.
  const invoice = await invoiceFor(db, settings, orderId, now);
  const split = splitInclusiveTotal(refund.amount, invoice.rateBps, isIntraState(invoice));
  const issueDate = ymdInZone(now, DEFAULT_TIME_ZONE);
  const year = financialYear(issueDate);
  const { seller, customer, sac, placeOfSupply, rateBps } = invoice;
  return issueDocument(
    db,
    {
      series: 'credit_note',
      financialYear: year,
      orderId,
      refundId,
      issuedAt: now,
      issueDate,
      seller,
      customer,
      description: `Refund against ${invoice.number}: ${invoice.description}`,
      sac,
      placeOfSupply,
      rateBps,
      ...split,
    },
    (sequence) => invoiceNumber('credit_note', year, sequence),
    (tx) => creditNoteOf(tx, refundId),
  );
}

/** The order's documents for the tracking page, the invoice and credit notes owed numbered now. */
export async function taxDocumentsOf(db: Db, settings: InvoiceSettings, orderId: number, now: Date) {
  const row = await orderForInvoice(db, orderId);
  if (row && isInvoiceDue(row.order.status, row.order.paymentMethod))
    await invoiceFor(db, settings, orderId, now);
  if (await invoiceOf(db, orderId))
    for (const refund of await processedRefundsOf(db, orderId))
      await creditNoteFor(db, settings, orderId, refund.id, now);
  return documentsOf(db, orderId);
}

const isIntraState = (doc: TaxDocumentRow) => doc.placeOfSupply.code === doc.seller.stateCode;

function placeOfSupply(row: InvoiceOrder): GstState {
  const state = stateOfCity(row.cityShortName);
  // A city the domain's table lacks is a gap in our data, not the customer's doing.
  if (!state) throw new Error(`No GST state is known for the city ${row.cityShortName}`);
  return state;
}

function sellerOf(settings: InvoiceSettings) {
  const state = stateOfGstin(settings.sellerGstin);
  return {
    name: settings.sellerName,
    address: settings.sellerAddress,
    gstin: settings.sellerGstin,
    stateCode: state.code,
    stateName: state.name,
  };
}

function customerOf({ order, customer, cityName }: InvoiceOrder): InvoiceCustomer {
  const a = order.deliveryAddress;
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
  return {
    name: name || a?.name || 'Customer',
    mobile: customer?.mobile ?? a?.mobile ?? '',
    email: customer?.email ?? '',
    address: a ? [a.line1, a.line2, a.landmark, cityName, a.pincode].filter(Boolean).join(', ') : cityName,
  };
}

function describe({ order, experienceName }: InvoiceOrder): string {
  const what =
    order.kind === 'customisation' ? `Add-ons for booking #${order.parentOrderId}` : experienceName;
  return order.date ? `${what} on ${order.date}` : what;
}

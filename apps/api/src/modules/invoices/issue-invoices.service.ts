import type { Db } from '@store/db';
import { withLease } from '../leases';
import type { InvoiceSettings } from './invoice-settings';
import { ordersOwedInvoice, refundsOwedCreditNote } from './invoices.repository';
import { creditNoteFor, invoiceFor } from './invoices.service';

const BATCH = 100;
const LEASE_MS = 60_000;
/**
 * How far back the pass looks: a booking paid in that time gets its invoice within a minute of
 * payment; an older one without an invoice (placed before invoices existed) gets it when first asked.
 */
const LOOK_BACK_MS = 7 * 86_400_000;

/**
 * Numbers the invoices of bookings paid since the last pass, so an invoice carries the date it
 * was earned and stays the order's whatever happens after (a cancellation's refund gets a credit
 * note against it). One process at a time runs it; two at once would still number each order once.
 */
export async function issueDueInvoices(db: Db, settings: InvoiceSettings, now: Date) {
  const report = await withLease(db, 'issue-invoices', LEASE_MS, now, async () => {
    const ids = await ordersOwedInvoice(db, new Date(now.getTime() - LOOK_BACK_MS), BATCH);
    for (const id of ids) await invoiceFor(db, settings, id, now);
    // A refund settled since: its credit note, so the period's GST counts it whether or not the
    // customer ever downloads it.
    const owed = await refundsOwedCreditNote(db, new Date(now.getTime() - LOOK_BACK_MS), BATCH);
    for (const { orderId, refundId } of owed) await creditNoteFor(db, settings, orderId, refundId, now);
    return { issued: ids.length + owed.length };
  });
  return report ?? { issued: 0 };
}

import type { Db } from '@store/db';
import { documentsIssued, type IssuedDocument } from './register.repository';

export type { IssuedDocument };

/**
 * The tax invoices and credit notes issued in a period (local days, both included), as printed:
 * the console's GST summary and invoice register read them here, so their figures are the PDFs'.
 */
export function taxDocumentsIssued(db: Db, period: { from: string; to: string }): Promise<IssuedDocument[]> {
  return documentsIssued(db, period);
}

import { z } from 'zod';
import { positiveIntString } from './params';

export const creditNoteParams = z.object({
  id: positiveIntString('id'),
  refund_id: positiveIntString('refund_id'),
});

/** One tax document of an order as the tracking page lists it; `path` downloads its PDF (add the link's key). */
export const taxDocument = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issue_date: z.string(),
  total: z.number().int(),
  path: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocument>;

/** An order's tax invoice (once it is paid) and the credit notes of its refunds. */
export const taxDocuments = z.object({
  invoice: taxDocument.nullable(),
  credit_notes: z.array(taxDocument),
});

/** A PDF, answered without the envelope. */
export const pdfBody = z.custom<ArrayBuffer>((value) => value instanceof ArrayBuffer, 'a PDF');

import { groupIndianDigits, ratePercentText } from '@store/domain';
import PDFDocument from 'pdfkit';
import type { TaxDocumentRow } from './invoices.repository';

const TITLES = { invoice: 'Tax Invoice', credit_note: 'Credit Note' } as const;

/**
 * A tax invoice or credit note as an A4 PDF: the seller with its GSTIN, the customer, the line with
 * its SAC, and the taxable value and each tax in whole rupees. The built-in Helvetica has no rupee
 * sign, so amounts read "Rs."; nothing is fetched or embedded, so the file stays a few kilobytes.
 */
export function renderTaxDocument(doc: TaxDocumentRow, corrects?: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${TITLES[doc.series]} ${doc.number}`, Author: doc.seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(TITLES[doc.series]);
  pdf.font('Helvetica').fontSize(10).moveDown(0.5);
  pdf.text(`Number: ${doc.number}`);
  pdf.text(`Date: ${doc.issueDate}`);
  if (corrects) pdf.text(`Against tax invoice: ${corrects}`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text('Seller');
  pdf.font('Helvetica').text(doc.seller.name).text(doc.seller.address);
  pdf.text(`GSTIN: ${doc.seller.gstin}`);
  pdf.text(`State: ${doc.seller.stateName} (${doc.seller.stateCode})`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text('Customer');
  pdf.font('Helvetica').text(doc.customer.name).text(doc.customer.address);
  if (doc.customer.mobile) pdf.text(`Mobile: ${doc.customer.mobile}`);
  if (doc.customer.email) pdf.text(`Email: ${doc.customer.email}`);
  pdf.text(`Place of supply: ${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text('Service');
  pdf.font('Helvetica').text(doc.description);
  pdf.text(`SAC: ${doc.sac}`);
  pdf.moveDown();

  const rate = ratePercentText(doc.rateBps);
  const half = ratePercentText(doc.rateBps / 2);
  const lines: [string, number][] = [['Taxable value', doc.taxable]];
  if (doc.igst > 0 || doc.cgst === 0) lines.push([`IGST @ ${rate}`, doc.igst]);
  else lines.push([`CGST @ ${half}`, doc.cgst], [`SGST @ ${half}`, doc.sgst]);
  for (const [label, amount] of lines) row(pdf, label, amount);
  pdf.font('Helvetica-Bold');
  row(pdf, doc.series === 'invoice' ? 'Total (tax included)' : 'Total refunded (tax included)', doc.total);
  pdf.font('Helvetica').moveDown();
  pdf
    .fontSize(8)
    .text('Amounts in whole rupees. This document is computer generated and needs no signature.');
  pdf.end();
  return done;
}

function row(pdf: PDFKit.PDFDocument, label: string, amount: number): void {
  const y = pdf.y;
  pdf.text(label, 50, y, { width: 300 });
  pdf.text(`Rs. ${groupIndianDigits(amount)}`, 350, y, { width: 195, align: 'right' });
  pdf.x = 50;
}

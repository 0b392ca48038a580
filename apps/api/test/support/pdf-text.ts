import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js measures the standard 14 fonts (the invoices' Helvetica) from its own font files.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a PDF, page by page, each page's lines joined by newlines, as a reader would copy it. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .trim(),
    );
  }
  await pdf.destroy();
  return pages.join('\n\n');
}

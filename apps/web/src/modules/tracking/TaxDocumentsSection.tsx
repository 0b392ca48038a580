'use client';

import type { TaxDocument } from '@store/contract';
import { useEffect, useState } from 'react';
import { currentToken } from '@/modules/auth/auth-store';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Tracking.module.css';
import { type TaxDocuments, taxDocuments } from './tracking-api';

type Props = { orderId: number; trackingKey: string | undefined };

/**
 * The booking's GST tax invoice and the credit notes of its refunds (docs/product.md, "Tax
 * invoices and credit notes"). A signed-in customer's session travels in a header, which a plain
 * link cannot send, so the PDF is fetched and handed to the browser as a download.
 */
export function TaxDocumentsSection({ orderId, trackingKey }: Props) {
  const api = useApi();
  const { apiUrl } = useRuntimeConfig();
  const [docs, setDocs] = useState<TaxDocuments | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    taxDocuments(api, orderId, trackingKey)
      .then((data) => live && setDocs(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, orderId, trackingKey]);

  async function download(doc: TaxDocument) {
    setFailed(false);
    const token = currentToken();
    const query = trackingKey ? `?key=${encodeURIComponent(trackingKey)}` : '';
    const reply = await fetch(`${apiUrl}${doc.path}${query}`, {
      headers: token ? { 'X-CSRF-TOKEN': token } : {},
    }).catch(() => undefined);
    if (!reply?.ok) return setFailed(true);
    const url = URL.createObjectURL(await reply.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${doc.number.replaceAll('/', '-')}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  const all = docs ? [...(docs.invoice ? [docs.invoice] : []), ...docs.credit_notes] : [];
  if (all.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="invoices-title" data-testid="tracking-invoices">
      <h2 id="invoices-title" className={styles.sectionTitle}>
        Tax invoice
      </h2>
      <ul className={styles.muted}>
        {all.map((doc) => (
          <li key={doc.number}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void download(doc)}
              data-testid={doc.kind === 'invoice' ? 'invoice-download' : 'credit-note-download'}
            >
              {doc.kind === 'invoice' ? 'Download invoice' : 'Download credit note'} {doc.number}
            </button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">The document could not be downloaded. Please try again.</p>}
    </section>
  );
}

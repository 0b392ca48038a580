'use client';

import { endpoints } from '@store/api-client';
import { useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Checkout.module.css';

/** Booking updates on WhatsApp (add-whatsapp-user with user_id and checked: docs/product.md, "Checkout"). */
export function WhatsAppOptIn({ userId }: { userId: number }) {
  const api = useApi();
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  async function change(next: boolean) {
    // The box follows the click at once and goes back only if the server refuses.
    setChecked(next);
    setSaving(true);
    try {
      const saved = await api.call(endpoints.whatsappOptIn, { body: { user_id: userId, checked: next } });
      setChecked(saved.checked);
    } catch {
      // The client's alert already told the customer.
      setChecked(!next);
    } finally {
      setSaving(false);
    }
  }
  return (
    <label className={styles.wallet} data-testid="whatsapp-opt-in">
      <input type="checkbox" checked={checked} disabled={saving} onChange={(e) => change(e.target.checked)} />
      <span>Send me booking updates on WhatsApp</span>
    </label>
  );
}

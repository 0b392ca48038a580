'use client';

import { endpoints } from '@store/api-client';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import addressStyles from '@/modules/addresses/Address.module.css';
import { AddressLines } from '@/modules/addresses/AddressList';
import type { AddressCity, CustomerAddress } from '@/modules/addresses/address-types';
import { currentCityFromCookie, useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './Profile.module.css';

// The address flow (its dialog, form and map) loads when the customer asks to add an address.
const AddressFlow = dynamic(() => import('@/modules/addresses/AddressFlow').then((m) => m.AddressFlow), {
  ssr: false,
});

type Editing = { city: AddressCity; address?: CustomerAddress };

/**
 * The Profile tab's saved addresses (the list of the address flow): add one in the city the store
 * is showing, change or delete any. Orders keep their own copy, so deleting changes no booking.
 */
export function AddressBook() {
  const api = useApi();
  const toast = useToast();
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [cities, setCities] = useState<AddressCity[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);

  const reload = useCallback(
    (signal?: AbortSignal) =>
      api
        .call(endpoints.addresses, { query: {}, ...(signal && { signal }) })
        .then((reply) => setAddresses(reply.addresses))
        .catch(() => undefined),
    [api],
  );
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    api
      .call(endpoints.cities, { signal: controller.signal })
      .then((reply) =>
        setCities(reply.cities.map((c) => ({ id: c.id, shortName: c.city_short_name, name: c.city_name }))),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, reload]);

  const here = cities.find((c) => c.shortName === currentCityFromCookie()) ?? cities[0];
  async function remove(id: number) {
    const reply = await api.callWithMessage(endpoints.deleteAddress, { params: { id } }).catch(() => null);
    if (!reply) return;
    toast(reply.message, 'success');
    await reload();
  }

  return (
    <section className={styles.panel} aria-labelledby="address-book" data-testid="address-book">
      <h2 id="address-book" className={styles.panelTitle}>
        Saved addresses
      </h2>
      {addresses === null ? (
        <p aria-busy="true">Loading…</p>
      ) : addresses.length === 0 ? (
        <p className={styles.muted}>No saved addresses yet.</p>
      ) : (
        <ul className={addressStyles.list}>
          {addresses.map((a) => (
            <li key={a.id} className={addressStyles.address} data-testid="saved-address">
              <span />
              <div>
                <AddressLines address={a} />
                <div className={addressStyles.actions}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => {
                      const city = cities.find((c) => c.id === a.city_id);
                      if (city) setEditing({ city, address: a });
                    }}
                    aria-label={`Change the ${a.label} address at ${a.line1}`}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => remove(a.id)}
                    aria-label={`Delete the ${a.label} address at ${a.line1}`}
                    data-testid="delete-address"
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {here && (
        <p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setEditing({ city: here })}
            data-testid="add-address"
          >
            Add an address in {here.name}
          </button>
        </p>
      )}
      {editing && (
        <AddressFlow
          city={editing.city}
          {...(editing.address && { editing: editing.address })}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

'use client';

import { endpoints } from '@store/api-client';
import type { BookingQuote } from '@store/contract';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { AddressChoice } from '@/modules/addresses/AddressList';
import type { CustomerAddress } from '@/modules/addresses/address-types';
import { openLogin } from '@/modules/auth/auth-store';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Checkout.module.css';

// The address flow (its dialog, form and map) loads when the customer asks to add an address.
const AddressFlow = dynamic(() => import('@/modules/addresses/AddressFlow').then((m) => m.AddressFlow), {
  ssr: false,
});

export const CHOOSE_ADDRESS = 'Please choose where we should come: pick or add a delivery address.';
export const DELIVERY_ADDRESS_ID = 'delivery-address';

/**
 * Where a service done at the customer's place happens: one of their saved
 * addresses at the booking's pincode, or a new one added here through the address flow with that
 * pincode filled in. The server checks the choice again and keeps a copy with the order.
 */
export function DeliveryAddress(props: {
  quote: BookingQuote & { pincode: string };
  cityName: string;
  signedIn: boolean;
  chosen: number | null;
  onChoose(id: number | null): void;
  /** False while the saved addresses load: the pay button waits, so a quick click is not told to choose. */
  onReady(ready: boolean): void;
  missing: boolean;
}) {
  const { quote, chosen, onChoose, onReady } = props;
  const api = useApi();
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const [adding, setAdding] = useState(false);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const reply = await api.call(endpoints.addresses, {
        query: { city_id: String(quote.city_id) },
        ...(signal && { signal }),
      });
      return reply.addresses.filter((a) => a.pincode === quote.pincode);
    },
    [api, quote.city_id, quote.pincode],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on sign-in and a new pincode only
  useEffect(() => {
    if (!props.signedIn) {
      setAddresses(null);
      return onReady(true);
    }
    onReady(false);
    const controller = new AbortController();
    load(controller.signal)
      .then((here) => {
        setAddresses(here);
        // One address at this pincode is the obvious choice; with several, the customer picks.
        if (here.length === 1 && here[0]) onChoose(here[0].id);
        else if (!here.some((a) => a.id === chosen)) onChoose(null);
        onReady(true);
      })
      .catch(() => {
        // Unreadable saved addresses leave adding one here; an abort is a newer load taking over.
        if (controller.signal.aborted) return;
        setAddresses([]);
        onReady(true);
      });
    return () => controller.abort();
  }, [props.signedIn, load]);

  function saved(address: CustomerAddress) {
    setAdding(false);
    setAddresses((list) => [address, ...(list ?? []).filter((a) => a.id !== address.id)]);
    onChoose(address.id);
  }

  return (
    <section
      id={DELIVERY_ADDRESS_ID}
      className={styles.card}
      aria-labelledby="delivery-address-title"
      data-testid="delivery-address"
    >
      <h2 id="delivery-address-title" className={styles.sectionTitle}>
        Delivery address
      </h2>
      {!props.signedIn ? (
        <p>
          <button type="button" className="button-secondary" onClick={openLogin}>
            Log in to choose where we come
          </button>
        </p>
      ) : (
        <>
          {addresses && addresses.length > 0 && (
            <AddressChoice addresses={addresses} chosen={chosen} onChoose={onChoose} />
          )}
          {addresses?.length === 0 && (
            <p className={styles.muted}>No saved address at pincode {quote.pincode} yet.</p>
          )}
          <p>
            <button
              type="button"
              className="button-secondary"
              onClick={() => setAdding(true)}
              data-testid="add-delivery-address"
            >
              Add a new address
            </button>
          </p>
        </>
      )}
      {props.missing && chosen === null && (
        <p className={styles.fieldError} role="alert" data-testid="delivery-address-error">
          {CHOOSE_ADDRESS}
        </p>
      )}
      {adding && (
        <AddressFlow
          city={{ id: quote.city_id, shortName: quote.selected_city, name: props.cityName }}
          pincode={quote.pincode}
          onSaved={saved}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}

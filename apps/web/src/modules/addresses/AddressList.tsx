'use client';

import styles from './Address.module.css';
import type { CustomerAddress } from './address-types';

/** One address as the customer wrote it, for the list and the checkout's choice. */
export function AddressLines({ address: a }: { address: CustomerAddress }) {
  return (
    <span>
      <span className={styles.label}>{a.label}</span>
      <p>
        {a.name} · +91 {a.mobile}
      </p>
      <p>{[a.line1, a.line2].filter(Boolean).join(', ')}</p>
      {a.landmark && <p>{a.landmark}</p>}
      <p>
        {a.city_name} {a.pincode}
      </p>
    </span>
  );
}

/** The checkout's choice: the saved addresses at the booking's pincode, one of them chosen. */
export function AddressChoice(props: {
  addresses: readonly CustomerAddress[];
  chosen: number | null;
  onChoose(id: number): void;
}) {
  return (
    <ul className={styles.list} data-testid="address-choices">
      {props.addresses.map((a) => (
        <li key={a.id}>
          <label className={`${styles.address} ${props.chosen === a.id ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="delivery-address"
              checked={props.chosen === a.id}
              onChange={() => props.onChoose(a.id)}
              data-testid="address-choice"
            />
            <AddressLines address={a} />
          </label>
        </li>
      ))}
    </ul>
  );
}

'use client';

import type { CitiesResponse, City } from '@store/contract';
import { useEffect, useState } from 'react';
import { chooseCity } from '@/modules/city/choose-city';
import { useApi } from '@/modules/runtime/useApi';
import { Dialog } from '@/ui/Dialog';
import styles from './Booking.module.css';

type Props = { message: string; current: string; onClose: () => void };

/** Opened by a pincode of another city, with the server's message (docs/product.md, "Errors and alerts"). */
export function CityPicker({ message, current, onClose }: Props) {
  const api = useApi();
  const [cities, setCities] = useState<City[] | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);

  useEffect(() => {
    fetch('/getCachedCity')
      .then((response) => (response.ok ? (response.json() as Promise<CitiesResponse>) : null))
      .then((data) => setCities(data?.cities ?? []))
      .catch(() => setCities([]));
  }, []);

  async function pick(city: City) {
    if (city.city_short_name === current) return onClose();
    setChoosing(city.city_short_name);
    await chooseCity(city, api);
  }

  return (
    <Dialog labelledBy="city-picker-title" onClose={onClose} testId="city-picker" size="narrow" portal>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h2 id="city-picker-title" className={styles.title}>
            Choose your city
          </h2>
        </div>
        <CloseButton onClose={onClose} label="Close the city choice" />
      </header>
      <div className={styles.body}>
        <p className={styles.errorPanel} data-testid="city-picker-message">
          {message}
        </p>
        <ul className={styles.cityList}>
          {(cities ?? []).map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={styles.cityButton}
                aria-current={city.city_short_name === current ? 'true' : undefined}
                disabled={choosing !== null}
                onClick={() => pick(city)}
                data-testid="city-picker-option"
                data-city={city.city_short_name}
              >
                {city.city_name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

export function CloseButton({ onClose, label }: { onClose: () => void; label: string }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={onClose}
      aria-label={label}
      data-testid="dialog-close"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z"
        />
      </svg>
    </button>
  );
}

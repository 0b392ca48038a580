'use client';

import type { CitiesResponse, City } from '@store/contract';
import { useEffect, useState } from 'react';
import { chooseCity } from '@/modules/city/choose-city';
import { useApi } from '@/modules/runtime/useApi';
import { Dialog } from '@/ui/Dialog';
import styles from './CityPicker.module.css';
import controls from './controls.module.css';
import { CloseButton } from './ModalChrome';
import chrome from './ModalChrome.module.css';

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
      <header className={chrome.header}>
        <div className={chrome.headerText}>
          <h2 id="city-picker-title" className={chrome.title}>
            Choose your city
          </h2>
        </div>
        <CloseButton onClose={onClose} label="Close the city choice" />
      </header>
      <div className={chrome.body}>
        <p className={controls.errorPanel} data-testid="city-picker-message">
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

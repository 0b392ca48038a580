'use client';

import type { CitiesResponse, City } from '@store/contract';
import { cityOfPath, isQuietPage } from '@store/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { chooseCity } from '@/modules/city/choose-city';
import { currentCityFromCookie, useApi } from '@/modules/runtime/useApi';
import { useBottomSpace } from './bottom-space';
import styles from './CityPopup.module.css';
import { cityPopupDue, closeCityPopupForVisit } from './popup-visit';

/**
 * Asks a visitor who has not chosen a city yet where they are celebrating (docs/product.md, "Cities").
 * A sheet at the bottom, not a blocking modal: the page stays usable, and the space it takes is
 * added below the page (useBottomSpace) so nothing ends up out of reach.
 */
export function CityPopup() {
  const api = useApi();
  const pathname = usePathname();
  const [cities, setCities] = useState<City[] | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const sheet = useRef<HTMLDivElement>(null);

  const quiet = isQuietPage(pathname);

  // Asked for only where it may show: a quiet page (checkout, tracking) would fetch the cities and
  // render again for nothing; moving on to a page that may show it asks then.
  useEffect(() => {
    if (quiet || !cityPopupDue()) return;
    fetch('/getCachedCity')
      .then((response) => (response.ok ? (response.json() as Promise<CitiesResponse>) : null))
      .then((data) => data && setCities(data.cities))
      .catch(() => undefined);
  }, [quiet]);

  const shown = cities !== null && !quiet;
  useBottomSpace(sheet, '--city-popup-height', shown);

  if (!cities || !shown) return null;
  const current = cityOfPath(pathname) ?? currentCityFromCookie();

  async function pick(city: City) {
    setChoosing(city.city_short_name);
    await chooseCity(city, api);
    setCities(null);
  }

  function close() {
    closeCityPopupForVisit();
    setCities(null);
  }

  // Not modal, so it keeps no focus; Escape closes it like the close button.
  return (
    <div
      ref={sheet}
      className={styles.sheet}
      role="dialog"
      aria-modal="false"
      aria-labelledby="city-popup-title"
      data-testid="city-popup"
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <div className={styles.head}>
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        <div className={styles.text}>
          <p id="city-popup-title" className={styles.title}>
            Where are you celebrating?
          </p>
          <p className={styles.lead}>Pick your city to see the experiences, prices and slots there.</p>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label="Close the city choice"
          data-testid="city-popup-close"
        >
          ×
        </button>
      </div>
      <ul className={styles.cities}>
        {cities.map((city) => (
          <li key={city.id}>
            <button
              type="button"
              className={styles.city}
              aria-current={city.city_short_name === current ? 'true' : undefined}
              disabled={choosing !== null}
              onClick={() => pick(city)}
              data-testid="city-popup-option"
              data-city={city.city_short_name}
            >
              {city.city_name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

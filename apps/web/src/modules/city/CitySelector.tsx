'use client';

import type { City } from '@store/contract';
import { cityOfPath } from '@store/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { currentCityFromCookie, useApi } from '@/modules/runtime/useApi';
import { chooseCity } from './choose-city';

/** The header's city picker: the city of the path, else the stored one (default Delhi NCR). */
export function CitySelector({ cities }: { cities: City[] }) {
  const pathname = usePathname();
  const api = useApi();
  const [selected, setSelected] = useState<string>('');
  const [busy, setBusy] = useState(false);

  useEffect(() => setSelected(cityOfPath(pathname) ?? currentCityFromCookie()), [pathname]);

  async function choose(shortName: string) {
    const city = cities.find((c) => c.city_short_name === shortName);
    if (!city) return;
    setSelected(shortName);
    setBusy(true);
    await chooseCity(city, api);
    setBusy(false);
  }

  return (
    <label className="city-selector">
      <span className="visually-hidden">City</span>
      <select
        data-testid="city-selector"
        value={selected}
        disabled={busy}
        onChange={(event) => choose(event.target.value)}
        aria-label="Choose your city"
      >
        {selected === '' && <option value="">City</option>}
        {cities.map((city) => (
          <option key={city.id} value={city.city_short_name}>
            {city.city_name}
          </option>
        ))}
      </select>
    </label>
  );
}

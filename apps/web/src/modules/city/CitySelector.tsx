'use client';

import type { City } from '@store/contract';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { cityCookie, cityOrDefault, SELECTED_CITY_KEY } from '@/lib/city-cookie';
import { currentCityFromCookie } from '@/modules/runtime/useApi';
import { pathForCity } from './city-path';

function storedCity(pathname: string): string {
  const fromPath = pathname.split('/')[pathname.startsWith('/experience/') ? 3 : 2];
  if (pathname.startsWith('/experience/') || pathname.startsWith('/home/')) return cityOrDefault(fromPath);
  return currentCityFromCookie();
}

export function CitySelector({ cities }: { cities: City[] }) {
  const pathname = usePathname();
  const [selected, setSelected] = useState<string>('');

  useEffect(() => setSelected(storedCity(pathname)), [pathname]);

  function choose(shortName: string) {
    const city = cities.find((c) => c.city_short_name === shortName);
    if (!city) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = cityCookie(shortName);
    localStorage.setItem(SELECTED_CITY_KEY, JSON.stringify(city));
    setSelected(shortName);
    // A full navigation, so that every server-rendered part follows the new city.
    const target = pathForCity(pathname, shortName);
    if (target === pathname) window.location.reload();
    else window.location.assign(target);
  }

  return (
    <label className="city-selector">
      <span className="visually-hidden">City</span>
      <select
        data-testid="city-selector"
        value={selected}
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

/**
 * Where the address map opens: the city's centre (by its short name), zoomed to streets, so the
 * customer drags the map until the pin sits on their building. A city not listed opens over India.
 */
export type MapPoint = { readonly latitude: number; readonly longitude: number };

const CITY_CENTRES: Readonly<Record<string, MapPoint>> = {
  'delhi-ncr': { latitude: 28.6139, longitude: 77.209 },
  mumbai: { latitude: 19.076, longitude: 72.8777 },
  bangalore: { latitude: 12.9716, longitude: 77.5946 },
  hyderabad: { latitude: 17.385, longitude: 78.4867 },
  pune: { latitude: 18.5204, longitude: 73.8567 },
};
const INDIA: MapPoint = { latitude: 22.5, longitude: 79 };

/** Street level: a building is a few pixels wide and a tap moves the pin by metres. */
export const ADDRESS_MAP_ZOOM = 16;
const COUNTRY_ZOOM = 5;

export function addressMapStart(cityShortName: string, saved?: MapPoint): { centre: MapPoint; zoom: number } {
  if (saved) return { centre: saved, zoom: ADDRESS_MAP_ZOOM };
  const centre = CITY_CENTRES[cityShortName];
  return centre ? { centre, zoom: ADDRESS_MAP_ZOOM - 4 } : { centre: INDIA, zoom: COUNTRY_ZOOM };
}

/** Six decimals is about 10 cm: more is noise from the map's pixel maths. */
export function roundedPoint(point: MapPoint): MapPoint {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}

import type { City } from '@store/contract';
import type { CityRow } from './cities.repository';

export function toCity(row: Pick<CityRow, 'id' | 'name' | 'shortName' | 'timeZone'>): City {
  return { id: row.id, city_name: row.name, city_short_name: row.shortName, time_zone: row.timeZone };
}

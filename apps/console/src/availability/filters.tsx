import { AutocompleteInput, DateInput, SelectInput } from 'react-admin';
import { useLookups } from '../lookups';

/**
 * The filters of the availability screens, always shown: the experience, and as each screen needs
 * them the city and the dates (from, or from and to).
 */
export function useAvailabilityFilters(show: { city?: boolean; dates?: 'from' | 'range' }) {
  const { cities, experiences } = useLookups();
  return [
    <AutocompleteInput
      key="experience_id"
      source="experience_id"
      label="Experience"
      choices={experiences}
      alwaysOn
    />,
    ...(show.city
      ? [<SelectInput key="city_id" source="city_id" label="City" choices={cities} alwaysOn />]
      : []),
    ...(show.dates ? [<DateInput key="date_from" source="date_from" label="From" alwaysOn />] : []),
    ...(show.dates === 'range' ? [<DateInput key="date_to" source="date_to" label="To" alwaysOn />] : []),
  ];
}

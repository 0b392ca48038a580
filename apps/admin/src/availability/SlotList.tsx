import type { ConsoleSlot } from '@store/contract/admin';
import { dayNameOfYmd } from '@store/domain';
import { AutocompleteInput, DataTable, DateInput, List, SelectInput, TopToolbar } from 'react-admin';
import { useLookups } from '../lookups';
import { useIsAdmin } from './form-fields';
import { CapacityAction, CloseDateAction, OpenSlotAction } from './SlotActions';

function useFilters() {
  const { cities, experiences } = useLookups();
  return [
    <AutocompleteInput
      key="experience_id"
      source="experience_id"
      label="Experience"
      choices={experiences}
      alwaysOn
    />,
    <SelectInput key="city_id" source="city_id" label="City" choices={cities} alwaysOn />,
    <DateInput key="date_from" source="date_from" label="From" alwaysOn />,
    <DateInput key="date_to" source="date_to" label="To" alwaysOn />,
  ];
}

function SlotToolbar() {
  const admin = useIsAdmin();
  return <TopToolbar>{admin && [<OpenSlotAction key="open" />, <CloseDateAction key="close" />]}</TopToolbar>;
}

const Column = DataTable.Col<ConsoleSlot>;

/**
 * Availability (issue 16, item 4): the slots of an experience in a city by date, with capacity,
 * booked and left. Admins open a slot, change a capacity (never below what is booked) and close a
 * date; weekly patterns and surges have their own pages.
 */
export function SlotList() {
  const admin = useIsAdmin();
  return (
    <List
      filters={useFilters()}
      actions={<SlotToolbar />}
      perPage={50}
      title="Availability"
      exporter={false}
      empty={false}
    >
      <DataTable<ConsoleSlot> bulkActionButtons={false} rowClick={false} data-testid="slot-list">
        <Column label="Date" disableSort render={(s) => `${dayNameOfYmd(s.date)} ${s.date}`} />
        <Column label="Time" disableSort render={(s) => `${s.start_time}–${s.end_time}`} />
        <Column label="Experience" disableSort render={(s) => s.experience.name} />
        <Column label="City" disableSort render={(s) => s.city.name} />
        <Column source="capacity" label="Capacity" disableSort />
        <Column source="booked" label="Booked" disableSort />
        <Column source="left" label="Left" disableSort />
        {admin && <Column label="" disableSort render={(s) => <CapacityAction slot={s} />} />}
      </DataTable>
    </List>
  );
}

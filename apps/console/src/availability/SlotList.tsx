import type { ConsoleSlot } from '@store/contract/console';
import { dayNameOfYmd } from '@store/domain';
import { DataTable, List, TopToolbar } from 'react-admin';
import { useAvailabilityFilters } from './filters';
import { useIsAdmin } from './form-fields';
import { CapacityAction, CloseDateAction, OpenSlotAction } from './SlotActions';

function SlotToolbar() {
  const admin = useIsAdmin();
  return <TopToolbar>{admin && [<OpenSlotAction key="open" />, <CloseDateAction key="close" />]}</TopToolbar>;
}

const Column = DataTable.Col<ConsoleSlot>;

/**
 * Availability: the slots of an experience in a city by date, with capacity,
 * booked and left. Admins open a slot, change a capacity (never below what is booked) and close a
 * date; weekly patterns and surges have their own pages.
 */
export function SlotList() {
  const admin = useIsAdmin();
  return (
    <List
      filters={useAvailabilityFilters({ city: true, dates: 'range' })}
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

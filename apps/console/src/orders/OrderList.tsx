import { Alert } from '@mui/material';
import type { ConsoleOrderRow } from '@store/contract/console';
import {
  ATTENTION_QUEUES,
  filtersInWords,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  searchFilters,
} from '@store/domain';
import { useEffect } from 'react';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { rupees } from '../format';
import { useLookups } from '../lookups';
import { ExportOrdersButton } from './ExportOrdersButton';
import { StatusChip } from './StatusChip';

const statusChoices = ORDER_STATES.map((id) => ({ id, name: ORDER_STATE_LABELS[id] }));
const queueChoices = Object.entries(ATTENTION_QUEUES).map(([id, q]) => ({ id, name: q.label }));

function useFilters() {
  const { cities, experiences, vendors } = useLookups();
  return [
    <TextInput key="q" source="q" label="Search (order id, mobile or name)" alwaysOn resettable />,
    <SelectInput key="attention" source="attention" label="Needs" choices={queueChoices} alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={statusChoices} />,
    <SelectInput key="city_id" source="city_id" label="City" choices={cities} />,
    <AutocompleteInput key="experience_id" source="experience_id" label="Experience" choices={experiences} />,
    <SelectInput key="vendor_id" source="vendor_id" label="Vendor" choices={vendors} />,
    <TextInput key="customer_id" source="customer_id" label="Customer id" />,
    <DateInput key="date_from" source="date_from" label="Slot from" />,
    <DateInput key="date_to" source="date_to" label="Slot to" />,
  ];
}

const Column = DataTable.Col<ConsoleOrderRow>;

const FILTER_LABELS: Record<string, string> = {
  attention: 'Needs',
  status: 'Status',
  city_id: 'City',
  experience_id: 'Experience',
  vendor_id: 'Vendor',
  customer_id: 'Customer id',
  date_from: 'Slot from',
  date_to: 'Slot to',
};

/**
 * A search looks at every order: typing one drops the Today queue the list was opened on (a
 * customer's nine orders are not hidden behind "No vendor yet"), and the list says which of its
 * own filters still apply.
 */
function SearchScope() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { cities, experiences, vendors } = useLookups();
  const { filters, dropped } = searchFilters(filterValues as Record<string, unknown>);
  useEffect(() => {
    if (dropped) setFilters(filters, displayedFilters);
  }, [dropped, filters, displayedFilters, setFilters]);
  const q = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  if (!q) return null;
  const choices: Record<string, { id: unknown; name: string }[]> = {
    city_id: cities,
    experience_id: experiences,
    vendor_id: vendors,
    status: statusChoices,
    attention: queueChoices,
  };
  const nameOf = (filter: string, value: unknown) =>
    choices[filter]?.find((c) => String(c.id) === String(value))?.name ?? String(value);
  const applied = filtersInWords(filters as Record<string, unknown>, FILTER_LABELS, nameOf);
  return (
    <Alert severity="info" role="status" sx={{ mx: 2, my: 1 }} data-testid="order-search-scope">
      Searching all orders for “{q}”
      {applied.length > 0 ? `, only those with ${applied.join(', ')}` : ': no other filter applies'}.
    </Alert>
  );
}

/**
 * Orders: search and filters (status, city, day, experience, customer, vendor,
 * and the Today queues), newest first; a row opens the order's page.
 */
export function OrderList() {
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      title="Orders"
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportOrdersButton />
        </TopToolbar>
      }
    >
      <SearchScope />
      <DataTable<ConsoleOrderRow> rowClick="show" bulkActionButtons={false} data-testid="order-list">
        <Column source="id" label="Order" />
        <Column
          label="Status"
          disableSort
          render={(o) => <StatusChip status={o.status} label={o.status_label} />}
        />
        <Column label="Experience" disableSort render={(o) => o.experience.name} />
        <Column label="City" disableSort render={(o) => o.city.name} />
        <Column source="date" label="Slot" render={(o) => (o.date ? `${o.date} ${o.time ?? ''}` : '—')} />
        <Column
          label="Customer"
          disableSort
          render={(o) => (o.customer ? `${o.customer.name} · ${o.customer.mobile ?? ''}` : '—')}
        />
        <Column
          label="Vendor"
          disableSort
          render={(o) => (o.vendor ? `${o.vendor.name} (${o.vendor.request_status})` : '—')}
        />
        <Column source="amount" label="Amount" render={(o) => rupees(o.amount)} />
      </DataTable>
    </List>
  );
}

import { Chip } from '@mui/material';
import type { PayoutStatement } from '@store/contract';
import { DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { useIsAdmin } from '../availability/form-fields';
import { rupees } from '../format';
import { BuildPayoutsAction, CommissionAction } from './PayoutActions';

function PayoutToolbar() {
  return (
    <TopToolbar>
      <BuildPayoutsAction />
      {useIsAdmin() && <CommissionAction />}
    </TopToolbar>
  );
}

const statusChoices = [
  { id: 'open', name: 'Open' },
  { id: 'paid', name: 'Paid' },
];
const filters = [
  <TextInput key="week" source="week" label="Week (its Monday, YYYY-MM-DD)" alwaysOn resettable />,
  <TextInput key="vendor_id" source="vendor_id" label="Vendor id" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const Column = DataTable.Col<PayoutStatement>;

/** Vendors' payout statements, a week each (Monday to Sunday, India's time), newest first. */
export function PayoutList() {
  return (
    <List filters={filters} actions={<PayoutToolbar />} title="Payouts" exporter={false} empty={false}>
      <DataTable<PayoutStatement> bulkActionButtons={false} rowClick="show" data-testid="payout-list">
        <Column label="Week" disableSort render={(s) => `${s.week_start} to ${s.week_end}`} />
        <Column label="Vendor" disableSort render={(s) => `${s.vendor.name} (#${s.vendor.id})`} />
        <Column label="Lines" disableSort render={(s) => s.line_count} />
        <Column label="Total" disableSort render={(s) => rupees(s.total)} />
        <Column
          label="Status"
          disableSort
          render={(s) => (
            <Chip
              size="small"
              color={s.status === 'paid' ? 'success' : 'default'}
              label={s.status === 'paid' ? `Paid ${s.paid_on}` : 'Open'}
            />
          )}
        />
      </DataTable>
    </List>
  );
}

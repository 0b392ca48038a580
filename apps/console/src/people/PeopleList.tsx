import type { Person } from '@store/contract/console';
import { ROLES } from '@store/domain';
import { DataTable, Link, List, SelectInput, TextInput } from 'react-admin';
import { when } from '../format';
import { ordersLink } from '../orders/links';

const roleChoices = ROLES.map((id) => ({ id, name: id }));
const filters = [
  <TextInput key="q" source="q" label="Search (id, mobile, email or name)" alwaysOn resettable />,
  <SelectInput key="role" source="role" label="Role" choices={roleChoices} alwaysOn />,
];

const Column = DataTable.Col<Person>;

/**
 * People (the smallest screen, a model for new ones): customers, agents and operators, each with a
 * link to their orders; a row opens the person's page (wallet, role).
 */
export function PeopleList() {
  return (
    <List filters={filters} perPage={25} title="People" sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <DataTable<Person> bulkActionButtons={false} rowClick="show" data-testid="people-list">
        <Column source="id" label="Id" disableSort />
        <Column label="Name" disableSort render={(p) => `${p.first_name} ${p.last_name}`.trim() || '—'} />
        <Column label="Mobile" disableSort render={(p) => p.mobile ?? '—'} />
        <Column label="Email" disableSort render={(p) => p.email ?? '—'} />
        <Column source="role" label="Role" disableSort />
        <Column label="Since" disableSort render={(p) => when(p.created_at)} />
        <Column
          label="Orders"
          disableSort
          render={(p) => <Link to={ordersLink({ customer_id: p.id })}>Orders</Link>}
        />
      </DataTable>
    </List>
  );
}

import { Box } from '@mui/material';
import type { AuditEntry } from '@store/contract/console';
import { CONSOLE_ACTIONS } from '@store/domain';
import { DataTable, DateInput, Link, List, SelectInput, TextInput } from 'react-admin';
import { when } from '../format';
import { orderLink } from '../orders/links';

const actionChoices = Object.entries(CONSOLE_ACTIONS).map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="q" source="q" label="Search (words, action, who)" alwaysOn resettable />,
  <SelectInput key="action" source="action" label="Action" choices={actionChoices} alwaysOn />,
  <TextInput key="order_id" source="order_id" label="Order" />,
  <TextInput key="actor_id" source="actor_id" label="Operator id" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

/** The state before and after an action, as the audit kept it. */
function Change({ entry }: { entry: AuditEntry }) {
  if (!entry.before && !entry.after) return null;
  const text = (value: unknown) => (value ? JSON.stringify(value) : '—');
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
      {text(entry.before)} → {text(entry.after)}
    </Box>
  );
}

const Column = DataTable.Col<AuditEntry>;

/** The audit: every console action, who did it, before and after; searchable. */
export function AuditList() {
  return (
    <List filters={filters} perPage={50} title="Audit" sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false} data-testid="audit-list">
        <Column label="When" disableSort render={(a) => when(a.at)} />
        <Column label="Who" disableSort render={(a) => `${a.actor.name} (${a.actor.role})`} />
        <Column label="Action" disableSort render={(a) => a.action_label} />
        <Column
          label="On"
          disableSort
          render={(a) =>
            a.order_id ? (
              <Link to={orderLink(a.order_id)}>#{a.order_id}</Link>
            ) : (
              `${a.subject_type} ${a.subject_id}`
            )
          }
        />
        <Column label="What" disableSort render={(a) => a.summary} />
        <Column label="Before → after" disableSort render={(a) => <Change entry={a} />} />
      </DataTable>
    </List>
  );
}

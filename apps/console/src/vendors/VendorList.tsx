import { Checkbox, FormControlLabel, FormGroup, FormLabel, Switch } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleVendor } from '@store/contract/console';
import { DAY_NAMES } from '@store/domain';
import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { useApi } from '../api-context';
import { useLookups } from '../lookups';
import { ActionDialog } from '../orders/actions/ActionDialog';

const Column = DataTable.Col<ConsoleVendor>;

/** Active, WhatsApp opt-in and working days: what an operator changes of a vendor. */
function EditVendorAction({ vendor }: { vendor: ConsoleVendor }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Edit"
      title={`Edit ${vendor.name}`}
      testId={`vendor-edit-${vendor.id}`}
      submitLabel="Save"
      onSubmit={async (form) => {
        await api.call(consoleEndpoints.updateVendor, {
          params: { id: vendor.id },
          body: {
            active: form.get('active') === 'on',
            whatsapp_opt_in: form.get('whatsapp_opt_in') === 'on',
            working_days: form.getAll('working_days').map(Number),
          },
          hideAlert: true,
        });
        return `${vendor.name} saved.`;
      }}
    >
      {(errors) => (
        <>
          <FormControlLabel
            control={<Switch name="active" defaultChecked={vendor.active} />}
            label="Active (asked for new bookings)"
          />
          <FormControlLabel
            control={<Switch name="whatsapp_opt_in" defaultChecked={vendor.whatsapp_opt_in} />}
            label="WhatsApp too (texts always)"
          />
          <FormLabel component="legend" error={Boolean(errors.working_days)}>
            Working days{errors.working_days ? `: ${errors.working_days}` : ''}
          </FormLabel>
          <FormGroup row>
            {DAY_NAMES.map((day, index) => (
              <FormControlLabel
                key={day}
                control={
                  <Checkbox
                    name="working_days"
                    value={index}
                    defaultChecked={vendor.working_days.includes(index)}
                  />
                }
                label={day}
              />
            ))}
          </FormGroup>
        </>
      )}
    </ActionDialog>
  );
}

/**
 * Vendors: where they work, what they serve ranked per city, how often they
 * accept and how fast they answer; the basics are edited in a dialog.
 */
export function VendorList() {
  const lookups = useLookups();
  const filters = [
    <TextInput key="q" source="q" label="Search (name or mobile)" alwaysOn resettable />,
    <SelectInput key="city_id" source="city_id" label="City" choices={lookups.cities} alwaysOn />,
    <SelectInput
      key="experience_id"
      source="experience_id"
      label="Experience"
      choices={lookups.experiences}
    />,
    <SelectInput
      key="active"
      source="active"
      label="Active"
      choices={[
        { id: 'true', name: 'Active' },
        { id: 'false', name: 'Inactive' },
      ]}
    />,
  ];
  return (
    <List
      filters={filters}
      perPage={25}
      title="Vendors"
      exporter={false}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable<ConsoleVendor> bulkActionButtons={false} rowClick={false} data-testid="vendor-list">
        <Column source="name" label="Vendor" disableSort />
        <Column source="mobile" label="Mobile" disableSort />
        <Column label="Cities" disableSort render={(v) => v.cities.map((c) => c.name).join(', ')} />
        <Column
          label="Experiences (asked first)"
          disableSort
          render={(v) =>
            `${v.experiences.length} (first for ${v.experiences.filter((e) => e.rank === 1).length})`
          }
        />
        <Column
          label="Accepts"
          disableSort
          render={(v) => (v.acceptance_rate === null ? '—' : `${v.acceptance_rate}% of ${v.decided}`)}
        />
        <Column
          label="Answers in"
          disableSort
          render={(v) => (v.median_response_minutes === null ? '—' : `${v.median_response_minutes} min`)}
        />
        <Column label="Works" disableSort render={(v) => v.working_days.map((d) => DAY_NAMES[d]).join(' ')} />
        <Column label="Active" disableSort render={(v) => (v.active ? 'Yes' : 'No')} />
        <Column label="WhatsApp" disableSort render={(v) => (v.whatsapp_opt_in ? 'Yes' : 'No')} />
        <Column label="" disableSort render={(v) => <EditVendorAction vendor={v} />} />
      </DataTable>
    </List>
  );
}

import { Box, Stack } from '@mui/material';
import type { ConsoleVendor } from '@store/contract/console';
import { DAY_NAMES } from '@store/domain';
import { DataTable, List, SelectInput, TextInput, usePermissions } from 'react-admin';
import { useLookups } from '../lookups';
import { AddVendorAction, EditVendorAction, PauseVendorAction, VerifyMobileAction } from './VendorActions';

const Column = DataTable.Col<ConsoleVendor>;

/** What the dispatch makes of the vendor today. */
const stateOf = (v: ConsoleVendor) => {
  if (!v.active) return 'Inactive';
  if (!v.mobile_verified) return 'Mobile not verified';
  if (v.paused && v.pause) return `Paused until ${v.pause.until}: ${v.pause.reason}`;
  return 'Active';
};

/**
 * Vendors: where they work, what they serve ranked per city, how often they
 * accept and how fast they answer; added (admins), edited, paused and their mobile proven in dialogs.
 */
export function VendorList() {
  const lookups = useLookups();
  const { permissions } = usePermissions<string | null>();
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
  // Above the list rather than in its toolbar: on a phone the toolbar sits under the app bar.
  return (
    <>
      {permissions === 'admin' && (
        <Box sx={{ mt: 1 }}>
          <AddVendorAction />
        </Box>
      )}
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
          <Column
            label="Works"
            disableSort
            render={(v) => v.working_days.map((d) => DAY_NAMES[d]).join(' ')}
          />
          <Column label="A day" disableSort render={(v) => v.daily_capacity ?? 'Any'} />
          <Column
            label="Pincodes"
            disableSort
            render={(v) => (v.pincodes.length === 0 ? 'All' : v.pincodes.map((p) => p.pincode).join(' '))}
          />
          <Column
            label="State"
            disableSort
            render={(v) => <span data-testid={`vendor-state-${v.id}`}>{stateOf(v)}</span>}
          />
          <Column label="WhatsApp" disableSort render={(v) => (v.whatsapp_opt_in ? 'Yes' : 'No')} />
          <Column
            label=""
            disableSort
            render={(v) => (
              <Stack direction="row" spacing={1}>
                {v.active && !v.mobile_verified && <VerifyMobileAction vendor={v} />}
                <EditVendorAction vendor={v} />
                {v.active && <PauseVendorAction vendor={v} />}
              </Stack>
            )}
          />
        </DataTable>
      </List>
    </>
  );
}

import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsolePincode } from '@store/contract/console';
import { DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { useApi } from '../api-context';
import { FormField, FormSelect, idOrNull, numberOf, stringOf, useIsAdmin } from '../availability/form-fields';
import { rupees } from '../format';
import { useLookups } from '../lookups';
import { ActionDialog } from '../orders/actions/ActionDialog';

/** Adds a pincode to a city or changes its region, charge or service (admins). */
function SavePincodeAction({ pincode }: { pincode?: ConsolePincode }) {
  const api = useApi();
  const { cities } = useLookups();
  return (
    <ActionDialog
      label={pincode ? 'Change' : 'Add a pincode'}
      title={pincode ? `Pincode ${pincode.pincode}` : 'Add a pincode'}
      testId={pincode ? `action-pincode-${pincode.pincode}` : 'action-add-pincode'}
      submitLabel="Save"
      onSubmit={async (form) => {
        const code = pincode?.pincode ?? stringOf(form, 'pincode');
        const body = {
          city_id: numberOf(form, 'city_id'),
          region_id: idOrNull(form, 'region_id'),
          serviceable: form.get('serviceable') === 'on',
          delivery_charge: numberOf(form, 'delivery_charge'),
        };
        const saved = await api.call(consoleEndpoints.savePincode, {
          params: { pincode: code },
          body,
          hideAlert: true,
        });
        return `${saved.pincode} saved.`;
      }}
    >
      {(errors) => (
        <>
          {!pincode && <FormField name="pincode" label="Pincode" errors={errors} required />}
          <FormSelect
            name="city_id"
            label="City"
            choices={cities}
            errors={errors}
            defaultValue={pincode?.city.id}
          />
          <FormField
            name="region_id"
            label="Region id (optional)"
            type="number"
            errors={errors}
            defaultValue={pincode?.region?.id ?? ''}
            helperText={pincode?.region ? `Now ${pincode.region.name}` : 'A region of the same city.'}
          />
          <FormControlLabel
            control={<Switch name="serviceable" defaultChecked={pincode?.serviceable ?? true} />}
            label="We deliver there"
          />
          <FormField
            name="delivery_charge"
            label="Delivery charge (₹)"
            type="number"
            errors={errors}
            defaultValue={pincode?.delivery_charge ?? 0}
            helperText="Whole rupees on top of the price; 0 for none."
          />
        </>
      )}
    </ActionDialog>
  );
}

/**
 * Removes a pincode (admins), after a confirmation: the store then answers "not serviceable" there.
 * Orders placed to it keep their own pincode and charge.
 */
function RemovePincodeAction({ pincode }: { pincode: ConsolePincode }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Remove"
      title={`Remove pincode ${pincode.pincode}?`}
      testId={`action-remove-pincode-${pincode.pincode}`}
      submitLabel="Remove the pincode"
      danger
      onSubmit={async () => {
        await api.call(consoleEndpoints.removePincode, {
          params: { pincode: pincode.pincode },
          hideAlert: true,
        });
        return `${pincode.pincode} removed.`;
      }}
    >
      {() => (
        <Typography>
          The store will no longer deliver to {pincode.pincode} ({pincode.city.name}): customers are told it
          is not serviceable. Orders already placed there keep their pincode and delivery charge. To stop
          delivering but keep its city and region, change it to not served instead.
        </Typography>
      )}
    </ActionDialog>
  );
}

function PincodeToolbar() {
  return <TopToolbar>{useIsAdmin() && <SavePincodeAction />}</TopToolbar>;
}

function useFilters() {
  const { cities } = useLookups();
  return [
    <SelectInput key="city_id" source="city_id" label="City" choices={cities} alwaysOn />,
    <TextInput key="q" source="q" label="Pincode starts with" alwaysOn resettable />,
  ];
}

type Row = ConsolePincode & { id: string };
const Column = DataTable.Col<Row>;

/** Pincodes and delivery charges per city. */
export function PincodeList() {
  const admin = useIsAdmin();
  return (
    <List
      filters={useFilters()}
      actions={<PincodeToolbar />}
      title="Pincodes"
      exporter={false}
      perPage={50}
      empty={false}
    >
      <DataTable<Row> bulkActionButtons={false} rowClick={false} data-testid="pincode-list">
        <Column source="pincode" label="Pincode" disableSort />
        <Column label="City" disableSort render={(p) => p.city.name} />
        <Column label="Region" disableSort render={(p) => p.region?.name ?? '—'} />
        <Column
          label="Delivery"
          disableSort
          render={(p) =>
            p.serviceable ? (p.delivery_charge ? rupees(p.delivery_charge) : 'Free') : 'Not served'
          }
        />
        {admin && (
          <Column
            label=""
            disableSort
            render={(p) => (
              <Stack direction="row" spacing={1}>
                <SavePincodeAction pincode={p} />
                <RemovePincodeAction pincode={p} />
              </Stack>
            )}
          />
        )}
      </DataTable>
    </List>
  );
}

import { consoleEndpoints } from '@store/api-client/console';
import { DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { useApi } from '../api-context';
import { FormField, FormSelect, numberOf, stringOf, useIsAdmin } from '../availability/form-fields';
import { rupees, when } from '../format';
import { ActionDialog } from '../orders/actions/ActionDialog';

type GiftCode = {
  id: number;
  code: string;
  kind: 'wallet' | 'voucher';
  value: number;
  valid_until: string;
  voucher_days: number;
  redeemed_by: { id: number; name: string } | null;
  redeemed_at: string | null;
  voucher: { id: number; code: string } | null;
};

const kinds = [
  { id: 'wallet', name: 'Wallet money' },
  { id: 'voucher', name: 'A voucher' },
];

function CreateGiftCodeAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Create a gift code"
      title="Create a gift code"
      testId="action-create-gift-code"
      submitLabel="Create"
      onSubmit={async (form) => {
        const typed = stringOf(form, 'code');
        const body = {
          // Left empty, the server makes a code nobody can guess.
          ...(typed !== '' && { code: typed }),
          kind: stringOf(form, 'kind') === 'voucher' ? ('voucher' as const) : ('wallet' as const),
          value: numberOf(form, 'value'),
          valid_until: stringOf(form, 'valid_until'),
          voucher_days: numberOf(form, 'voucher_days'),
        };
        const saved = await api.call(consoleEndpoints.createGiftCode, { body, hideAlert: true });
        return `${saved.code} created.`;
      }}
    >
      {(errors) => (
        <>
          <FormField
            name="code"
            label="Code (optional)"
            errors={errors}
            helperText="Leave empty for a code made by the store (16 letters, unguessable). A typed one is easier to guess."
          />
          <FormSelect name="kind" label="Becomes" choices={kinds} errors={errors} />
          <FormField name="value" label="Value (₹)" type="number" errors={errors} required />
          <FormField name="valid_until" label="Last day to redeem" type="date" errors={errors} required />
          <FormField
            name="voucher_days"
            label="A voucher's days"
            type="number"
            errors={errors}
            defaultValue={180}
          />
        </>
      )}
    </ActionDialog>
  );
}

function GiftCodeToolbar() {
  return <TopToolbar>{useIsAdmin() && <CreateGiftCodeAction />}</TopToolbar>;
}

const redeemedChoices = [
  { id: 'false', name: 'Not redeemed' },
  { id: 'true', name: 'Redeemed' },
];
const filters = [
  <TextInput key="q" source="q" label="Code" alwaysOn resettable />,
  <SelectInput key="redeemed" source="redeemed" label="State" choices={redeemedChoices} alwaysOn />,
];

const Column = DataTable.Col<GiftCode>;

/** Gift codes: their value and who redeemed each, into what. */
export function GiftCodeList() {
  return (
    <List filters={filters} actions={<GiftCodeToolbar />} title="Gift codes" exporter={false} empty={false}>
      <DataTable<GiftCode> bulkActionButtons={false} rowClick={false} data-testid="gift-code-list">
        <Column source="code" label="Code" disableSort />
        <Column
          label="Value"
          disableSort
          render={(g) => `${rupees(g.value)} ${g.kind === 'wallet' ? 'wallet money' : 'voucher'}`}
        />
        <Column source="valid_until" label="Redeem by" disableSort />
        <Column
          label="Redeemed"
          disableSort
          render={(g) =>
            g.redeemed_by
              ? `${g.redeemed_by.name || `Customer #${g.redeemed_by.id}`}, ${when(g.redeemed_at)}${g.voucher ? ` (voucher ${g.voucher.code})` : ''}`
              : '—'
          }
        />
      </DataTable>
    </List>
  );
}

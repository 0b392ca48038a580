import { Chip } from '@mui/material';
import type { ConsoleCoupon } from '@store/contract/console';
import { DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { useApi } from '../api-context';
import { useIsAdmin } from '../availability/form-fields';
import { rupees } from '../format';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { CouponFields, saveCoupon } from './CouponForm';

export const couponOff = (c: ConsoleCoupon) =>
  c.kind === 'flat'
    ? `${rupees(c.value)} off`
    : `${c.value}% off${c.max_discount === null ? '' : `, up to ${rupees(c.max_discount)}`}`;

function CreateCouponAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Create a coupon"
      title="Create a coupon"
      testId="action-create-coupon"
      submitLabel="Create"
      onSubmit={(form) => saveCoupon(api, form)}
    >
      {(errors) => <CouponFields errors={errors} />}
    </ActionDialog>
  );
}

function CouponToolbar() {
  return <TopToolbar>{useIsAdmin() && <CreateCouponAction />}</TopToolbar>;
}

const activeChoices = [
  { id: 'true', name: 'Active' },
  { id: 'false', name: 'Switched off' },
];
const filters = [
  <TextInput key="q" source="q" label="Code" alwaysOn resettable />,
  <SelectInput key="active" source="active" label="State" choices={activeChoices} alwaysOn />,
];

const Column = DataTable.Col<ConsoleCoupon>;

/** Coupons: their terms and how many orders and customers used each. */
export function CouponList() {
  return (
    <List filters={filters} actions={<CouponToolbar />} title="Coupons" exporter={false} empty={false}>
      <DataTable<ConsoleCoupon> bulkActionButtons={false} rowClick="show" data-testid="coupon-list">
        <Column source="code" label="Code" disableSort />
        <Column label="Off" disableSort render={couponOff} />
        <Column label="Min order" disableSort render={(c) => rupees(c.min_order)} />
        <Column label="Valid" disableSort render={(c) => `${c.valid_from} to ${c.valid_until}`} />
        <Column
          label="Where"
          disableSort
          render={(c) => [c.city?.name, c.experience?.name].filter(Boolean).join(', ') || 'Everywhere'}
        />
        <Column
          label="Used"
          disableSort
          render={(c) =>
            `${c.used}${c.total_limit === null ? '' : ` of ${c.total_limit}`} · ${c.customers} ${c.customers === 1 ? 'customer' : 'customers'}`
          }
        />
        <Column
          label="State"
          disableSort
          render={(c) => (
            <Chip
              size="small"
              label={c.owner ? `Voucher of ${c.owner.name}` : c.is_active ? 'Active' : 'Off'}
            />
          )}
        />
      </DataTable>
    </List>
  );
}

import { MenuItem, TextField } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleOrderDetail } from '@store/contract/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api-context';
import { ActionDialog } from './ActionDialog';
import { ReasonField } from './fields';

/** Why a vendor cannot be chosen, as the API would refuse them; undefined when they can. */
function unavailable(v: { active: boolean; works_that_day: boolean; asked: string | null }) {
  if (!v.active) return 'inactive';
  if (!v.works_that_day) return 'off that day';
  if (v.asked === 'sent' || v.asked === 'accepted') return `has it: ${v.asked}`;
  return undefined;
}

/** A vendor who answered this booking before is asked again only on purpose (`ask_again`). */
const answeredBefore = (v: { asked: string | null }) =>
  v.asked !== null && v.asked !== 'sent' && v.asked !== 'accepted';

/** Assign or reassign the vendor: the vendors of the order's city, ranked for its experience first. */
export function AssignVendorAction({ order }: { order: ConsoleOrderDetail }) {
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const { data } = useQuery({
    queryKey: ['console', 'vendor-options', order.id, order.vendor_requests.length],
    queryFn: () => api.call(consoleEndpoints.vendorOptions, { params: { id: order.id }, hideAlert: true }),
    enabled: opened,
  });
  const label = order.vendor ? 'Reassign vendor' : 'Assign vendor';
  return (
    <ActionDialog
      label={label}
      title={`${label} for order #${order.id}`}
      testId="action-assign"
      submitLabel="Ask this vendor"
      disabled={!order.actions.assign_vendor}
      onOpen={() => setOpened(true)}
      onSubmit={async (form) => {
        const vendorId = Number(form.get('vendor_id'));
        const chosen = data?.vendors.find((v) => v.id === vendorId);
        const body = {
          vendor_id: vendorId,
          reason: String(form.get('reason') ?? '').trim() || undefined,
          ask_again: chosen ? answeredBefore(chosen) : false,
        };
        const updated = await api.call(consoleEndpoints.assignVendor, {
          params: { id: order.id },
          body,
          hideAlert: true,
        });
        return `Asked ${updated.vendor?.name ?? 'the vendor'}.`;
      }}
    >
      {(errors) => (
        <>
          <TextField
            select
            name="vendor_id"
            label="Vendor"
            required
            defaultValue=""
            error={Boolean(errors.vendor_id)}
            helperText={errors.vendor_id ?? 'Ranked vendors for this experience come first.'}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'assign-vendor-select' } as object },
            }}
          >
            {(data?.vendors ?? []).map((v) => {
              const why = unavailable(v);
              return (
                <MenuItem
                  key={v.id}
                  value={v.id}
                  disabled={Boolean(why)}
                  data-testid={`vendor-option-${v.id}`}
                >
                  {v.name}
                  {v.rank === null ? '' : ` · rank ${v.rank}`}
                  {why ? ` (${why})` : ''}
                  {!why && answeredBefore(v)
                    ? ` (asked before: ${v.asked?.replace('_', ' ')}; ask again)`
                    : ''}
                </MenuItem>
              );
            })}
          </TextField>
          <ReasonField errors={errors} />
        </>
      )}
    </ActionDialog>
  );
}

import { Button, FormControlLabel, Switch, TextField } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleVendor } from '@store/contract/console';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useApi } from '../api-context';
import { ActionDialog, textOf } from '../orders/actions/ActionDialog';
import { AreaFields, areasOf, VendorFields, vendorFieldsOf } from './VendorFields';

/** An admin adds a vendor: asked for nothing until their mobile is proven. */
export function AddVendorAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Add vendor"
      title="Add a vendor"
      testId="vendor-add"
      submitLabel="Add"
      onSubmit={async (form) => {
        const added = await api.call(consoleEndpoints.createVendor, {
          body: { ...vendorFieldsOf(form), areas: areasOf(form) },
          hideAlert: true,
        });
        return `${added.name} added: verify their mobile before they are asked for bookings.`;
      }}
    >
      {(errors) => (
        <>
          <VendorFields errors={errors} />
          <AreaFields errors={errors} />
        </>
      )}
    </ActionDialog>
  );
}

/** The vendor's details; the active switch is an admin's (the API refuses it to ops). */
export function EditVendorAction({ vendor }: { vendor: ConsoleVendor }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Edit"
      title={`Edit ${vendor.name}`}
      testId={`vendor-edit-${vendor.id}`}
      submitLabel="Save"
      onSubmit={async (form) => {
        const active = form.get('active') === 'on';
        await api.call(consoleEndpoints.updateVendor, {
          params: { id: vendor.id },
          body: { ...vendorFieldsOf(form), ...(active === vendor.active ? {} : { active }) },
          hideAlert: true,
        });
        return `${vendor.name} saved.`;
      }}
    >
      {(errors) => (
        <>
          <VendorFields vendor={vendor} errors={errors} />
          <FormControlLabel
            control={<Switch name="active" defaultChecked={vendor.active} />}
            label="Active (off: deactivated, kept for history, asked nothing; admins only)"
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Paused until a date with a reason; the pause ends by itself that day, or now by a click. */
export function PauseVendorAction({ vendor }: { vendor: ConsoleVendor }) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  if (vendor.pause)
    return (
      <Button
        variant="outlined"
        data-testid={`vendor-resume-${vendor.id}`}
        onClick={async () => {
          await api.call(consoleEndpoints.updateVendor, { params: { id: vendor.id }, body: { pause: null } });
          notify(`${vendor.name} is asked for bookings again.`, { type: 'success' });
          refresh();
        }}
      >
        End pause
      </Button>
    );
  return (
    <ActionDialog
      label="Pause"
      title={`Pause ${vendor.name}`}
      testId={`vendor-pause-${vendor.id}`}
      submitLabel="Pause"
      onSubmit={async (form) => {
        const until = textOf(form, 'until') ?? '';
        await api.call(consoleEndpoints.updateVendor, {
          params: { id: vendor.id },
          body: { pause: { until, reason: textOf(form, 'reason') ?? '' } },
          hideAlert: true,
        });
        return `${vendor.name} paused until ${until}.`;
      }}
    >
      {(errors) => (
        <>
          <TextField
            name="until"
            label="Asked again from"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors['pause.until'])}
            helperText={errors['pause.until']}
          />
          <TextField
            name="reason"
            label="Reason"
            required
            error={Boolean(errors['pause.reason'])}
            helperText={errors['pause.reason']}
          />
        </>
      )}
    </ActionDialog>
  );
}

/** A code texted to the vendor's mobile as the dialog opens; the operator types what they read out. */
export function VerifyMobileAction({ vendor }: { vendor: ConsoleVendor }) {
  const api = useApi();
  const [sent, setSent] = useState('');
  return (
    <ActionDialog
      label="Verify mobile"
      title={`Verify ${vendor.name}'s mobile`}
      testId={`vendor-verify-${vendor.id}`}
      submitLabel="Verify"
      onOpen={() => {
        setSent('Sending a code…');
        api
          .call(consoleEndpoints.sendVendorCode, { params: { id: vendor.id }, hideAlert: true })
          .then((r) => setSent(`A code was texted to ${r.mobile}: ask the vendor to read it out.`))
          .catch((error: Error) => setSent(error.message));
      }}
      onSubmit={async (form) => {
        await api.call(consoleEndpoints.verifyVendorCode, {
          params: { id: vendor.id },
          body: { otp: textOf(form, 'otp') ?? '' },
          hideAlert: true,
        });
        return `${vendor.name}'s mobile is verified: they are asked for bookings from now on.`;
      }}
    >
      {(errors) => (
        <TextField
          name="otp"
          label="Code the vendor read out"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          error={Boolean(errors.otp)}
          helperText={errors.otp ?? sent}
          slotProps={{ htmlInput: { 'data-testid': 'vendor-otp' } }}
        />
      )}
    </ActionDialog>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../api-context';
import { FormField, FormSelect, numberOf, stringOf } from '../availability/form-fields';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { saveCsv } from '../save-csv';

/** Brings every statement up to date now (the API's job does it every quarter hour). */
export function BuildPayoutsAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Bring up to date"
      title="Bring the statements up to date"
      testId="action-build-payouts"
      submitLabel="Bring up to date"
      onSubmit={async () => {
        const report = await api.call(consoleEndpoints.buildPayouts, { hideAlert: true });
        return `${report.order_lines} order lines and ${report.refund_lines} refund lines added.`;
      }}
    >
      {() => 'Completed bookings and refunds since the last pass are added to their statements.'}
    </ActionDialog>
  );
}

const subjects = [
  { id: 'vendor', name: 'A vendor' },
  { id: 'experience', name: 'An experience (wins over its vendor)' },
];

/** Sets the percent the store keeps of a vendor's or an experience's bookings (admins). */
export function CommissionAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Commission"
      title="Set a commission"
      testId="action-commission"
      submitLabel="Save"
      onSubmit={async (form) => {
        const id = numberOf(form, 'subject_id');
        const text = stringOf(form, 'commission_percent');
        const body = { commission_percent: text === '' ? null : Number(text) };
        const endpoint =
          form.get('subject') === 'experience'
            ? consoleEndpoints.experienceCommission
            : consoleEndpoints.vendorCommission;
        const saved = await api.call(endpoint, { params: { id }, body, hideAlert: true });
        return saved.commission_percent === null
          ? `Commission cleared: the ${saved.default_percent}% default (or the vendor's) applies.`
          : `Commission set to ${saved.commission_percent}%.`;
      }}
    >
      {(errors) => (
        <>
          <FormSelect name="subject" label="Of" errors={errors} choices={subjects} />
          <FormField name="subject_id" label="Its id" type="number" errors={errors} field="id" required />
          <FormField
            name="commission_percent"
            label="Percent kept (0 to 100)"
            type="number"
            errors={errors}
            helperText="Empty clears it: the experience falls back to its vendor's, the vendor to the default."
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Marks a statement paid with the bank reference (UTR) and the day it went (admins). */
export function MarkPaidAction({ id, disabled }: { id: number; disabled: boolean }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Mark paid"
      title="Mark this statement paid"
      testId="action-mark-paid"
      submitLabel="Mark paid"
      disabled={disabled}
      onSubmit={async (form) => {
        const body = { bank_reference: stringOf(form, 'bank_reference'), paid_on: stringOf(form, 'paid_on') };
        await api.call(consoleEndpoints.markPayoutPaid, { params: { id }, body, hideAlert: true });
        return 'Statement marked paid.';
      }}
    >
      {(errors) => (
        <>
          <FormField name="bank_reference" label="Bank reference (UTR)" errors={errors} required />
          <FormField name="paid_on" label="Paid on" type="date" errors={errors} required />
        </>
      )}
    </ActionDialog>
  );
}

/** The statement's lines as a CSV file. */
export function ExportPayoutButton({ id, week }: { id: number; week: string }) {
  const api = useApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const csv = await api.call(consoleEndpoints.exportPayout, { params: { id }, hideAlert: true });
      saveCsv(csv, `payout-${week}-${id}.csv`);
    } catch {
      notify('The export failed. Try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={busy}
      data-testid="payout-export"
    >
      Export CSV
    </Button>
  );
}

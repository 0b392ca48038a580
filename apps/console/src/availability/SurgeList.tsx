import { Typography } from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import { dayNameOfYmd } from '@store/domain';
import { DataTable, List, TopToolbar } from 'react-admin';
import { useApi } from '../api-context';
import { useLookups } from '../lookups';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { useAvailabilityFilters } from './filters';
import { FormField, FormSelect, numberOf, stringOf, useIsAdmin } from './form-fields';

type Surge = {
  id: string;
  experience: { id: number; name: string };
  date: string;
  task_percent: number;
  customization_percent: number;
  reason: string;
};

/** Adds a surge over a run of dates (admins); dates already surged are refused. */
export function AddSurgeAction() {
  const api = useApi();
  const { experiences } = useLookups();
  return (
    <ActionDialog
      label="Add a surge"
      title="A date surge (the price calendar the customer sees)"
      testId="action-surge"
      submitLabel="Add the surge"
      onSubmit={async (form) => {
        const body = {
          experience_id: numberOf(form, 'experience_id'),
          date_from: stringOf(form, 'date_from'),
          date_to: stringOf(form, 'date_to'),
          task_percent: numberOf(form, 'task_percent'),
          customization_percent: numberOf(form, 'customization_percent'),
          reason: stringOf(form, 'reason'),
        };
        const saved = await api.call(consoleEndpoints.addSurge, { body, hideAlert: true });
        const n = saved.surges.length;
        return `Surge added on ${n} ${n === 1 ? 'date' : 'dates'}.`;
      }}
    >
      {(errors) => (
        <>
          <FormSelect name="experience_id" label="Experience" choices={experiences} errors={errors} />
          <FormField name="date_from" label="From" type="date" errors={errors} required />
          <FormField name="date_to" label="To (included)" type="date" errors={errors} required />
          <FormField
            name="task_percent"
            label="Price change (%)"
            type="number"
            errors={errors}
            required
            helperText="20 puts the price up by a fifth; -10 takes a tenth off."
          />
          <FormField
            name="customization_percent"
            label="Add-ons change (%)"
            type="number"
            errors={errors}
            defaultValue={0}
          />
          <FormField
            name="reason"
            label="Reason"
            errors={errors}
            required
            helperText="What the date is: Diwali, New Year's Eve."
          />
        </>
      )}
    </ActionDialog>
  );
}

/** Removes one date's surge (admins), after a confirmation: the calendar shows the plain price again. */
function RemoveSurgeAction({ surge }: { surge: Surge }) {
  const api = useApi();
  const when = `${dayNameOfYmd(surge.date)} ${surge.date}`;
  return (
    <ActionDialog
      label="Remove"
      title={`Remove the surge on ${when}?`}
      testId={`action-remove-surge-${surge.id}`}
      submitLabel="Remove the surge"
      danger
      onSubmit={async () => {
        await api.call(consoleEndpoints.removeSurge, {
          params: { experience_id: surge.experience.id, date: surge.date },
          hideAlert: true,
        });
        return `Surge on ${surge.date} removed.`;
      }}
    >
      {() => (
        <Typography>
          {surge.experience.name} goes back to its plain price on {when} ({signed(surge.task_percent)} now,
          for {surge.reason}). Orders already placed keep the price they were charged.
        </Typography>
      )}
    </ActionDialog>
  );
}

function SurgeToolbar() {
  return <TopToolbar>{useIsAdmin() && <AddSurgeAction />}</TopToolbar>;
}

const Column = DataTable.Col<Surge>;
const signed = (n: number) => (n > 0 ? `+${n}%` : `${n}%`);

/** Date surges: the price calendar the customer sees, by date. */
export function SurgeList() {
  const admin = useIsAdmin();
  return (
    <List
      filters={useAvailabilityFilters({ dates: 'from' })}
      actions={<SurgeToolbar />}
      title="Date surges"
      exporter={false}
      empty={false}
      perPage={50}
    >
      <DataTable<Surge> bulkActionButtons={false} rowClick={false} data-testid="surge-list">
        <Column label="Date" disableSort render={(s) => `${dayNameOfYmd(s.date)} ${s.date}`} />
        <Column label="Experience" disableSort render={(s) => s.experience.name} />
        <Column label="Price" disableSort render={(s) => signed(s.task_percent)} />
        <Column label="Add-ons" disableSort render={(s) => signed(s.customization_percent)} />
        <Column source="reason" label="Reason" disableSort />
        {admin && <Column label="" disableSort render={(s) => <RemoveSurgeAction surge={s} />} />}
      </DataTable>
    </List>
  );
}

import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleSlot } from '@store/contract/console';
import { useApi } from '../api-context';
import { useLookups } from '../lookups';
import { ActionDialog } from '../orders/actions/ActionDialog';
import { FormField, FormSelect, numberOf, stringOf } from './form-fields';

/** The experience and city a slot or date is for, picked by name. */
export function ExperienceAndCity({ errors }: { errors: Record<string, string> }) {
  const { cities, experiences } = useLookups();
  return (
    <>
      <FormSelect name="experience_id" label="Experience" choices={experiences} errors={errors} />
      <FormSelect name="city_id" label="City" choices={cities} errors={errors} />
    </>
  );
}

/** Opens one slot on one date with its capacity (admins). */
export function OpenSlotAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Open a slot"
      title="Open a slot on a date"
      testId="action-open-slot"
      submitLabel="Open the slot"
      onSubmit={async (form) => {
        const body = {
          experience_id: numberOf(form, 'experience_id'),
          city_id: numberOf(form, 'city_id'),
          date: stringOf(form, 'date'),
          start_time: stringOf(form, 'start_time'),
          end_time: stringOf(form, 'end_time'),
          capacity: numberOf(form, 'capacity'),
        };
        const slot = await api.call(consoleEndpoints.openSlot, { body, hideAlert: true });
        return `Opened ${slot.date} ${slot.start_time} for ${slot.capacity}.`;
      }}
    >
      {(errors) => (
        <>
          <ExperienceAndCity errors={errors} />
          <FormField name="date" label="Date" type="date" errors={errors} required />
          <FormField name="start_time" label="Starts" type="time" errors={errors} required />
          <FormField name="end_time" label="Ends" type="time" errors={errors} required />
          <FormField name="capacity" label="Capacity" type="number" errors={errors} required />
        </>
      )}
    </ActionDialog>
  );
}

/** Closes a date: no more places are sold that day; bookings stay (admins). */
export function CloseDateAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Close a date"
      title="Close a date"
      testId="action-close-date"
      submitLabel="Close the date"
      danger
      onSubmit={async (form) => {
        const body = {
          experience_id: numberOf(form, 'experience_id'),
          city_id: numberOf(form, 'city_id'),
          date: stringOf(form, 'date'),
        };
        const closed = await api.call(consoleEndpoints.closeDate, { body, hideAlert: true });
        return `Closed ${closed.date}: ${closed.slots} slots, ${closed.booked} booked places kept.`;
      }}
    >
      {(errors) => (
        <>
          <ExperienceAndCity errors={errors} />
          <FormField
            name="date"
            label="Date"
            type="date"
            errors={errors}
            required
            helperText="Each slot's capacity comes down to what is booked: nothing more is sold."
          />
        </>
      )}
    </ActionDialog>
  );
}

/** A slot's capacity, never below what is booked (admins). */
export function CapacityAction({ slot }: { slot: ConsoleSlot }) {
  const api = useApi();
  return (
    <ActionDialog
      label="Capacity"
      title={`${slot.experience.name}, ${slot.date} ${slot.start_time}`}
      testId={`action-capacity-${slot.id}`}
      submitLabel="Save"
      onSubmit={async (form) => {
        const body = { capacity: numberOf(form, 'capacity') };
        const saved = await api.call(consoleEndpoints.slotCapacity, {
          params: { id: slot.id },
          body,
          hideAlert: true,
        });
        return `Capacity is now ${saved.capacity}.`;
      }}
    >
      {(errors) => (
        <FormField
          name="capacity"
          label="Capacity"
          type="number"
          errors={errors}
          defaultValue={slot.capacity}
          helperText={`${slot.booked} booked: it cannot go below that.`}
          required
        />
      )}
    </ActionDialog>
  );
}

import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { consoleEndpoints } from '@store/api-client/console';
import { DAY_NAMES } from '@store/domain';
import { DataTable, List, TopToolbar } from 'react-admin';
import { useApi } from '../api-context';
import { when } from '../format';
import { ActionDialog, type FieldErrors } from '../orders/actions/ActionDialog';
import { useAvailabilityFilters } from './filters';
import { FormField, numberOf, stringOf, useIsAdmin } from './form-fields';
import { ExperienceAndCity } from './SlotActions';

type Pattern = {
  id: number;
  experience: { name: string };
  city: { name: string };
  days: string;
  slots: { start_time: string; end_time: string }[];
  capacity: number;
  starts_on: string;
  weeks: number;
  created_by: { name: string };
  created_at: string;
};

/** How many slot times a pattern's form offers. */
const TIMES = 3;

function Weekdays({ errors }: { errors: FieldErrors }) {
  const error = Object.entries(errors).find(([field]) => field.startsWith('weekdays'))?.[1];
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">Weekdays</FormLabel>
      <FormGroup row>
        {DAY_NAMES.map((day, index) => (
          <FormControlLabel
            key={day}
            control={<Checkbox name="weekdays" value={index} slotProps={{ input: { 'aria-label': day } }} />}
            label={day}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Saves a weekly pattern; its dates open at once, open ones left as they are (admins). */
export function SavePatternAction() {
  const api = useApi();
  return (
    <ActionDialog
      label="Add a weekly pattern"
      title="A weekly pattern of slots"
      testId="action-pattern"
      submitLabel="Save and open the dates"
      onSubmit={async (form) => {
        const slots = Array.from({ length: TIMES }, (_, i) => ({
          start_time: stringOf(form, `start_time_${i}`),
          end_time: stringOf(form, `end_time_${i}`),
        })).filter((s) => s.start_time !== '' || s.end_time !== '');
        const body = {
          experience_id: numberOf(form, 'experience_id'),
          city_id: numberOf(form, 'city_id'),
          weekdays: form.getAll('weekdays').map(Number),
          slots,
          capacity: numberOf(form, 'capacity'),
          starts_on: stringOf(form, 'starts_on'),
          weeks: numberOf(form, 'weeks'),
        };
        const saved = await api.call(consoleEndpoints.saveSlotPattern, { body, hideAlert: true });
        return `Pattern saved: ${saved.opened} slots opened, ${saved.skipped} already open or passed.`;
      }}
    >
      {(errors) => (
        <>
          <ExperienceAndCity errors={errors} />
          <Weekdays errors={errors} />
          {Array.from({ length: TIMES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed
            <Stack key={i} direction="row" spacing={2}>
              <FormField
                name={`start_time_${i}`}
                label={`Slot ${i + 1} starts`}
                type="time"
                errors={errors}
                field={i === 0 ? 'slots' : `slots.${i}.start_time`}
              />
              <FormField
                name={`end_time_${i}`}
                label="Ends"
                type="time"
                errors={errors}
                field={`slots.${i}.end_time`}
              />
            </Stack>
          ))}
          <FormField name="capacity" label="Capacity of each slot" type="number" errors={errors} required />
          <FormField name="starts_on" label="From" type="date" errors={errors} required />
          <FormField
            name="weeks"
            label="For how many weeks"
            type="number"
            errors={errors}
            defaultValue={4}
            required
          />
        </>
      )}
    </ActionDialog>
  );
}

function PatternToolbar() {
  return <TopToolbar>{useIsAdmin() && <SavePatternAction />}</TopToolbar>;
}

const Column = DataTable.Col<Pattern>;

/** Weekly patterns: weekdays, times and capacity, from a date for N weeks. */
export function PatternList() {
  return (
    <List
      filters={useAvailabilityFilters({ city: true })}
      actions={<PatternToolbar />}
      title="Weekly patterns"
      exporter={false}
      empty={false}
    >
      <DataTable<Pattern> bulkActionButtons={false} rowClick={false} data-testid="pattern-list">
        <Column label="Experience" disableSort render={(p) => p.experience.name} />
        <Column label="City" disableSort render={(p) => p.city.name} />
        <Column source="days" label="Days" disableSort />
        <Column
          label="Times"
          disableSort
          render={(p) => p.slots.map((s) => `${s.start_time}–${s.end_time}`).join(', ')}
        />
        <Column source="capacity" label="Capacity" disableSort />
        <Column label="From" disableSort render={(p) => `${p.starts_on}, ${p.weeks} weeks`} />
        <Column label="Saved" disableSort render={(p) => `${when(p.created_at)} by ${p.created_by.name}`} />
      </DataTable>
    </List>
  );
}

import { Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Switch, TextField } from '@mui/material';
import type { ConsoleVendor } from '@store/contract/console';
import { DAY_NAMES } from '@store/domain';
import { useLookups } from '../lookups';
import { type FieldErrors, textOf } from '../orders/actions/ActionDialog';

/** Name, mobile, days, capacity, pincodes and WhatsApp: the fields of a vendor's add and edit forms. */
export function VendorFields({ vendor, errors }: { vendor?: ConsoleVendor; errors: FieldErrors }) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        defaultValue={vendor?.name ?? ''}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <TextField
        name="mobile"
        label="Mobile"
        required
        defaultValue={vendor?.mobile ?? ''}
        inputMode="numeric"
        error={Boolean(errors.mobile)}
        helperText={
          errors.mobile ?? 'A new mobile is proven by a code before the vendor is asked for bookings.'
        }
      />
      <TextField
        name="pincodes"
        label="Pincodes served"
        defaultValue={vendor?.pincodes.map((p) => p.pincode).join(' ') ?? ''}
        error={Boolean(errors.pincodes)}
        helperText={errors.pincodes ?? 'Separated by spaces; empty: all of their cities.'}
      />
      <TextField
        name="daily_capacity"
        label="Bookings a day"
        type="number"
        defaultValue={vendor?.daily_capacity ?? ''}
        error={Boolean(errors.daily_capacity)}
        helperText={errors.daily_capacity ?? 'Empty: no limit.'}
      />
      <FormLabel component="legend" error={Boolean(errors.working_days)}>
        Working days{errors.working_days ? `: ${errors.working_days}` : ''}
      </FormLabel>
      <FormGroup row>
        {DAY_NAMES.map((day, index) => (
          <FormControlLabel
            key={day}
            control={
              <Checkbox
                name="working_days"
                value={index}
                defaultChecked={vendor ? vendor.working_days.includes(index) : true}
              />
            }
            label={day}
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={<Switch name="whatsapp_opt_in" defaultChecked={vendor?.whatsapp_opt_in ?? false} />}
        label="WhatsApp too (texts always)"
      />
    </>
  );
}

/** The city and the experiences served there, and the vendor's place in each list: a new vendor's area. */
export function AreaFields({ errors }: { errors: FieldErrors }) {
  const lookups = useLookups();
  return (
    <>
      <TextField select name="city_id" label="City" required defaultValue="" error={Boolean(errors.areas)}>
        {lookups.cities.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="experience_ids"
        label="Experiences served there"
        required
        defaultValue={[]}
        slotProps={{ select: { multiple: true } }}
        error={Boolean(errors.areas)}
        helperText={errors.areas}
      >
        {lookups.experiences.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="rank"
        label="Place in each list"
        type="number"
        helperText="1 is asked first; those from that place on move down. Empty: last."
      />
    </>
  );
}

/** The fields' values as the API takes them. */
export function vendorFieldsOf(form: FormData) {
  const capacity = textOf(form, 'daily_capacity');
  return {
    name: textOf(form, 'name') ?? '',
    mobile: textOf(form, 'mobile') ?? '',
    pincodes: (textOf(form, 'pincodes') ?? '').split(/[\s,]+/).filter(Boolean),
    daily_capacity: capacity === undefined ? null : Number(capacity),
    working_days: form.getAll('working_days').map(Number),
    whatsapp_opt_in: form.get('whatsapp_opt_in') === 'on',
  };
}

/** The area fields' values: one city, its experiences. */
export function areasOf(form: FormData) {
  const cityId = Number(form.get('city_id'));
  const rank = textOf(form, 'rank');
  return String(form.get('experience_ids') ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => ({ city_id: cityId, experience_id: Number(id), ...(rank ? { rank: Number(rank) } : {}) }));
}

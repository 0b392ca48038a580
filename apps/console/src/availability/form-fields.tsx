import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { FieldErrors } from '../orders/actions/ActionDialog';

/** Whether the signed-in operator may change things here (admins; ops read). */
export function useIsAdmin() {
  const { permissions } = usePermissions<string | null>();
  return permissions === 'admin';
}

/** A form's number, NaN when empty: the API names the field either way. */
export const numberOf = (form: FormData, name: string) => {
  const text = String(form.get(name) ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
};
export const stringOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A form's optional id: null when none is picked. */
export const idOrNull = (form: FormData, name: string) => {
  const text = stringOf(form, name);
  return text === '' ? null : Number(text);
};

type FieldProps = {
  name: string;
  label: string;
  errors: FieldErrors;
  /** The API's field the error comes under, when it is not `name`. */
  field?: string;
  type?: 'text' | 'number' | 'date' | 'time';
  defaultValue?: string | number;
  helperText?: string;
  required?: boolean;
};

/** One input of a console form, showing the API's words for its field after a refusal. */
export function FormField({
  name,
  label,
  errors,
  field,
  type = 'text',
  defaultValue,
  helperText,
  required,
}: FieldProps) {
  const error = errors[field ?? name];
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      required={required}
      defaultValue={defaultValue}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        inputLabel: type === 'date' || type === 'time' ? { shrink: true } : undefined,
        htmlInput: { 'data-testid': `field-${name}`, ...(type === 'number' ? { step: 1 } : {}) },
      }}
    />
  );
}

type SelectProps = Omit<FieldProps, 'type'> & {
  choices: { id: number | string; name: string }[];
  /** The empty choice's words; none when a choice is required. */
  empty?: string;
};

/** A choice of a console form (a native select: quick to use with the keyboard). */
export function FormSelect({
  name,
  label,
  errors,
  field,
  choices,
  empty,
  defaultValue,
  helperText,
}: SelectProps) {
  const error = errors[field ?? name];
  const options: ReactNode[] = choices.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
  return (
    <TextField
      select
      name={name}
      label={label}
      defaultValue={defaultValue ?? (empty === undefined ? choices[0]?.id : '')}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `field-${name}` },
      }}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options}
    </TextField>
  );
}

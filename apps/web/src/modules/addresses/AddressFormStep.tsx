'use client';

import type { FormEvent } from 'react';
import { Field, FormError, MobileField, Submit } from '@/ui/fields';
import type { FieldErrors } from '@/ui/useFormAction';
import styles from './Address.module.css';

const ADDRESS_LABELS = ['home', 'work', 'other'] as const;

/** What the customer writes of an address; its place is the map's pin. */
export type AddressDraft = {
  pincode: string;
  name: string;
  mobile: string;
  line1: string;
  line2: string;
  landmark: string;
  label: (typeof ADDRESS_LABELS)[number];
};

/**
 * The address flow's FORM step, inside its dialog: the address lines, the pincode (fixed at
 * checkout, where the delivery was priced for it) and who receives it.
 */
export function AddressFormStep(props: {
  form: AddressDraft;
  onEdit(key: keyof AddressDraft): (value: string) => void;
  fields: FieldErrors;
  formError: string | null;
  busy: boolean;
  pincodeFixed: boolean;
  onSubmit(event: FormEvent): void;
}) {
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate data-testid="address-form">
      <Field
        label="House or flat, and building"
        autoComplete="address-line1"
        value={props.form.line1}
        maxLength={200}
        onChange={(e) => props.onEdit('line1')(e.target.value)}
        error={props.fields.line1}
        testId="address-line1"
      />
      <Field
        label="Street and area"
        autoComplete="address-line2"
        value={props.form.line2}
        maxLength={200}
        onChange={(e) => props.onEdit('line2')(e.target.value)}
        error={props.fields.line2}
        testId="address-line2"
      />
      <Field
        label="Landmark (optional)"
        value={props.form.landmark}
        maxLength={120}
        onChange={(e) => props.onEdit('landmark')(e.target.value)}
        error={props.fields.landmark}
        testId="address-landmark"
      />
      <Field
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        value={props.form.pincode}
        maxLength={6}
        readOnly={props.pincodeFixed}
        hint={props.pincodeFixed ? 'The pincode of your booking.' : undefined}
        onChange={(e) => props.onEdit('pincode')(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={props.fields.pincode}
        testId="address-pincode"
      />
      <Field
        label="Who receives it"
        autoComplete="name"
        value={props.form.name}
        maxLength={80}
        onChange={(e) => props.onEdit('name')(e.target.value)}
        error={props.fields.name}
        testId="address-name"
      />
      <MobileField
        value={props.form.mobile}
        onChange={props.onEdit('mobile')}
        error={props.fields.mobile}
        testId="address-mobile"
      />
      <fieldset className={styles.labels}>
        <legend className="visually-hidden">Save as</legend>
        {ADDRESS_LABELS.map((label) => (
          <label key={label}>
            <input
              type="radio"
              name="address-label"
              value={label}
              checked={props.form.label === label}
              onChange={() => props.onEdit('label')(label)}
            />
            {label[0]?.toUpperCase() + label.slice(1)}
          </label>
        ))}
      </fieldset>
      <FormError text={props.fields.latitude ?? props.fields.longitude ?? props.formError} />
      <Submit busy={props.busy} testId="address-save">
        Save address
      </Submit>
    </form>
  );
}

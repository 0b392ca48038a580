import { FormControlLabel, Switch } from '@mui/material';
import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { ConsoleCoupon } from '@store/contract/console';
import { FormField, FormSelect, idOrNull, numberOf, stringOf } from '../availability/form-fields';
import { useLookups } from '../lookups';
import type { FieldErrors } from '../orders/actions/ActionDialog';

const kinds = [
  { id: 'flat', name: 'Rupees off' },
  { id: 'percent', name: 'Percent off' },
];

/** A coupon's terms from its form, as the API takes them. */
export function couponOf(form: FormData) {
  const limit = stringOf(form, 'total_limit');
  const cap = stringOf(form, 'max_discount');
  return {
    code: stringOf(form, 'code'),
    description: stringOf(form, 'description'),
    kind: stringOf(form, 'kind') === 'percent' ? ('percent' as const) : ('flat' as const),
    value: numberOf(form, 'value'),
    max_discount: cap === '' ? null : Number(cap),
    min_order: numberOf(form, 'min_order'),
    valid_from: stringOf(form, 'valid_from'),
    valid_until: stringOf(form, 'valid_until'),
    total_limit: limit === '' ? null : Number(limit),
    per_user_limit: numberOf(form, 'per_user_limit'),
    city_id: idOrNull(form, 'city_id'),
    experience_id: idOrNull(form, 'experience_id'),
    is_active: form.get('is_active') === 'on',
  };
}

/** Creates the coupon or saves its new terms; resolves with what the notification says. */
export async function saveCoupon(api: ApiClient, form: FormData, id?: number) {
  const body = couponOf(form);
  const saved =
    id === undefined
      ? await api.call(consoleEndpoints.createCoupon, { body, hideAlert: true })
      : await api.call(consoleEndpoints.changeCoupon, { params: { id }, body, hideAlert: true });
  return `${saved.code} saved.`;
}

/** A coupon's terms: what it takes off, from what order, when, how often, where. */
export function CouponFields({ errors, coupon }: { errors: FieldErrors; coupon?: ConsoleCoupon }) {
  const { cities, experiences } = useLookups();
  return (
    <>
      <FormField
        name="code"
        label="Code"
        errors={errors}
        defaultValue={coupon?.code}
        required
        helperText="Letters and digits; kept in capitals."
      />
      <FormField name="description" label="Description" errors={errors} defaultValue={coupon?.description} />
      <FormSelect name="kind" label="Kind" choices={kinds} errors={errors} defaultValue={coupon?.kind} />
      <FormField
        name="value"
        label="Value (₹ or %)"
        type="number"
        errors={errors}
        defaultValue={coupon?.value}
        required
      />
      <FormField
        name="max_discount"
        label="At most (₹, percent coupons)"
        type="number"
        errors={errors}
        defaultValue={coupon?.max_discount ?? ''}
      />
      <FormField
        name="min_order"
        label="Minimum order (₹)"
        type="number"
        errors={errors}
        defaultValue={coupon?.min_order ?? 0}
      />
      <FormField
        name="valid_from"
        label="First day"
        type="date"
        errors={errors}
        defaultValue={coupon?.valid_from}
        required
      />
      <FormField
        name="valid_until"
        label="Last day"
        type="date"
        errors={errors}
        defaultValue={coupon?.valid_until}
        required
      />
      <FormField
        name="total_limit"
        label="Uses in all (empty: no cap)"
        type="number"
        errors={errors}
        defaultValue={coupon?.total_limit ?? ''}
      />
      <FormField
        name="per_user_limit"
        label="Uses per customer"
        type="number"
        errors={errors}
        defaultValue={coupon?.per_user_limit ?? 1}
      />
      <FormSelect
        name="city_id"
        label="City"
        choices={cities}
        empty="Every city"
        errors={errors}
        defaultValue={coupon?.city?.id ?? ''}
      />
      <FormSelect
        name="experience_id"
        label="Experience"
        choices={experiences}
        empty="Every experience"
        errors={errors}
        defaultValue={coupon?.experience?.id ?? ''}
      />
      <FormControlLabel
        control={<Switch name="is_active" defaultChecked={coupon?.is_active ?? true} />}
        label="Active"
      />
    </>
  );
}

'use client';

import { endpoints, type ReplyOf } from '@store/api-client';
import { addressMapStart, type MapPoint, roundedPoint } from '@store/domain';
import dynamic from 'next/dynamic';
import { type FormEvent, useState } from 'react';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { Field, FormError, MobileField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import styles from './Address.module.css';
import { useMapSettings } from './map-settings';

export type CustomerAddress = ReplyOf<typeof endpoints.saveAddress>;
/** The city an address is added in: the map opens at its centre, and its pincodes are the ones served. */
export type AddressCity = { id: number; shortName: string; name: string };

// Leaflet touches `window` when it loads, and nothing but this step needs it: its own chunk.
const MapLoading = () => (
  <div className={styles.mapLoading} aria-busy="true">
    Loading the map…
  </div>
);
const AddressMap = dynamic(() => import('./AddressMap'), { ssr: false, loading: MapLoading });

const SHOWN = ['pincode', 'name', 'mobile', 'line1', 'line2', 'landmark', 'label', 'latitude', 'longitude'];
const LABELS = ['home', 'work', 'other'] as const;
export const ADDRESS_SAVED = 'Address saved successfully.';

/**
 * The address flow (docs/product.md, "Profile area") after its list: MAP (put the pin on the
 * building), then FORM (the address lines, the pincode and who receives it). Back on the form
 * returns to the map with the pin where it was. `pincode` is the booking's at checkout: there it
 * cannot be changed, since the delivery was priced for it.
 */
export function AddressFlow(props: {
  city: AddressCity;
  pincode?: string;
  editing?: CustomerAddress;
  onSaved(address: CustomerAddress): void;
  onClose(): void;
}) {
  const { city, editing } = props;
  const api = useApi();
  const toast = useToast();
  const { profile } = useAuth();
  const map = useMapSettings();
  const [step, setStep] = useState<'MAP' | 'FORM'>('MAP');
  const [start] = useState(() => addressMapStart(city.shortName, editing));
  const [point, setPoint] = useState<MapPoint>(start.centre);
  const [form, setForm] = useState({
    pincode: editing?.pincode ?? props.pincode ?? '',
    name: editing?.name ?? [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    mobile: editing?.mobile ?? profile?.mobile ?? '',
    line1: editing?.line1 ?? '',
    line2: editing?.line2 ?? '',
    landmark: editing?.landmark ?? '',
    label: (editing?.label ?? 'home') as (typeof LABELS)[number],
  });
  const { busy, run, forget, fields, formError } = useFormAction(SHOWN);
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    forget(key);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const body = { ...form, city_id: city.id, ...roundedPoint(point) };
      const reply = editing
        ? await api.callWithMessage(endpoints.updateAddress, {
            params: { id: editing.id },
            body,
            hideAlert: true,
          })
        : await api.callWithMessage(endpoints.saveAddress, { body, hideAlert: true });
      toast(reply.message || ADDRESS_SAVED, 'success');
      props.onSaved(reply.data);
    });
  }

  if (step === 'MAP') {
    return (
      <Dialog title="Pin your location" testId="address-flow" onClose={props.onClose}>
        <p className={styles.hint}>
          Move the map until the pin sits on your building in {city.name}: drag it, tap a spot, or use the
          arrow keys once the map is selected.
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setStep('FORM');
          }}
        >
          {map === 'loading' && <MapLoading />}
          {map === 'failed' && (
            <p className={styles.mapLoading} role="alert">
              The map could not be loaded. Please close this and try again.
            </p>
          )}
          {typeof map === 'object' && (
            <AddressMap
              centre={start.centre}
              zoom={start.zoom}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              onMove={setPoint}
            />
          )}
          <Submit busy={false} testId="address-map-confirm">
            Confirm location
          </Submit>
        </form>
      </Dialog>
    );
  }

  const pincodeFixed = props.pincode !== undefined && !editing;
  return (
    <Dialog
      title="Address details"
      testId="address-flow"
      onClose={props.onClose}
      onBack={() => setStep('MAP')}
    >
      <form className={styles.form} onSubmit={save} noValidate data-testid="address-form">
        <Field
          label="House or flat, and building"
          autoComplete="address-line1"
          value={form.line1}
          maxLength={200}
          onChange={(e) => set('line1')(e.target.value)}
          error={fields.line1}
          testId="address-line1"
        />
        <Field
          label="Street and area"
          autoComplete="address-line2"
          value={form.line2}
          maxLength={200}
          onChange={(e) => set('line2')(e.target.value)}
          error={fields.line2}
          testId="address-line2"
        />
        <Field
          label="Landmark (optional)"
          value={form.landmark}
          maxLength={120}
          onChange={(e) => set('landmark')(e.target.value)}
          error={fields.landmark}
          testId="address-landmark"
        />
        <Field
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={form.pincode}
          maxLength={6}
          readOnly={pincodeFixed}
          hint={pincodeFixed ? 'The pincode of your booking.' : undefined}
          onChange={(e) => set('pincode')(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={fields.pincode}
          testId="address-pincode"
        />
        <Field
          label="Who receives it"
          autoComplete="name"
          value={form.name}
          maxLength={80}
          onChange={(e) => set('name')(e.target.value)}
          error={fields.name}
          testId="address-name"
        />
        <MobileField
          value={form.mobile}
          onChange={set('mobile')}
          error={fields.mobile}
          testId="address-mobile"
        />
        <fieldset className={styles.labels}>
          <legend className="visually-hidden">Save as</legend>
          {LABELS.map((label) => (
            <label key={label}>
              <input
                type="radio"
                name="address-label"
                value={label}
                checked={form.label === label}
                onChange={() => set('label')(label)}
              />
              {label[0]?.toUpperCase() + label.slice(1)}
            </label>
          ))}
        </fieldset>
        <FormError text={fields.latitude ?? fields.longitude ?? formError} />
        <Submit busy={busy} testId="address-save">
          Save address
        </Submit>
      </form>
    </Dialog>
  );
}

'use client';

import { endpoints } from '@store/api-client';
import { addressMapStart, type MapPoint, roundedPoint } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { useFormAction } from '@/ui/useFormAction';
import { type AddressDraft, AddressFormStep } from './AddressFormStep';
import { AddressMapStep } from './AddressMapStep';
import type { AddressCity, CustomerAddress } from './address-types';
import { useMapSettings } from './map-settings';

const SHOWN = ['pincode', 'name', 'mobile', 'line1', 'line2', 'landmark', 'label', 'latitude', 'longitude'];
export const ADDRESS_SAVED = 'Address saved successfully.';

/**
 * The address flow (docs/product.md, "Profile area") after its list: MAP (put the pin on the
 * building), then FORM (the address lines, the pincode and who receives it). Back on the form
 * returns to the map with the pin where it was. `pincode` is the booking's at checkout: there it
 * cannot be changed, since the delivery was priced for it. One dialog for both steps: only its
 * title and content change.
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
  const [form, setForm] = useState<AddressDraft>({
    pincode: editing?.pincode ?? props.pincode ?? '',
    name: editing?.name ?? [profile?.first_name, profile?.last_name].filter(Boolean).join(' '),
    mobile: editing?.mobile ?? profile?.mobile ?? '',
    line1: editing?.line1 ?? '',
    line2: editing?.line2 ?? '',
    landmark: editing?.landmark ?? '',
    label: (editing?.label ?? 'home') as AddressDraft['label'],
  });
  const { busy, run, forget, fields, formError } = useFormAction(SHOWN);
  const set = (key: keyof AddressDraft) => (value: string) => {
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
        <AddressMapStep
          cityName={city.name}
          map={map}
          start={start}
          onMove={setPoint}
          onConfirm={() => setStep('FORM')}
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Address details"
      testId="address-flow"
      onClose={props.onClose}
      onBack={() => setStep('MAP')}
    >
      <AddressFormStep
        form={form}
        onEdit={set}
        fields={fields}
        formError={formError}
        busy={busy}
        pincodeFixed={props.pincode !== undefined && !editing}
        onSubmit={save}
      />
    </Dialog>
  );
}

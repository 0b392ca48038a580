'use client';

import type { CustomizationsByCategory, ExperienceSlots } from '@store/contract';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { getCustomizations, getSlots } from './booking-api';
import type { BookingExperience } from './booking-types';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/** The slot calendar (dated items only) and the add-ons, asked for together when the modal opens. */
export function useBookingData(experience: BookingExperience) {
  const api = useApi();
  const [slots, setSlots] = useState<Loaded<ExperienceSlots>>({ status: 'loading' });
  const [customizations, setCustomizations] = useState<Loaded<CustomizationsByCategory>>({
    status: 'loading',
  });
  const { id, city, courier } = experience;

  const load = useCallback(() => {
    setSlots({ status: 'loading' });
    setCustomizations({ status: 'loading' });
    if (!courier) {
      getSlots(api, city, id).then(
        (data) => setSlots({ status: 'ready', data }),
        () => setSlots({ status: 'failed' }),
      );
    }
    getCustomizations(api, city, id).then(
      (data) => setCustomizations({ status: 'ready', data }),
      () => setCustomizations({ status: 'failed' }),
    );
  }, [api, city, id, courier]);

  useEffect(load, [load]);
  return { slots, customizations, reload: load };
}

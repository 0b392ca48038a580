'use client';

import { ApiError, failureText } from '@store/api-client';
import {
  initialPincodeState,
  isServiceable,
  isValidPincode,
  pincodeChecked,
  pincodeEdited,
  pincodeOfOtherCity,
} from '@store/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { checkPincode } from './booking-api';
import type { BookingExperience } from './booking-types';
import { rememberedPincode, rememberPincode } from './pincode-memory';

export const PINCODE_FORMAT_HINT = 'Please enter a valid 6-digit pincode';
const CHECK_FAILED = 'We could not check this pincode right now. Please try again.';

/** The pincode element of the experience page: typing, the check, and its outcome (domain rules). */
export function usePincode(experience: BookingExperience) {
  const api = useApi();
  const [state, setState] = useState(() => initialPincodeState(experience.pincodeCategory));
  const [checking, setChecking] = useState(false);
  const [hint, setHint] = useState('');
  /**
   * The server's "pincode of another city" message: the city picker opens with it (docs/product.md,
   * "Errors and alerts").
   */
  const [cityMessage, setCityMessage] = useState<string | null>(null);

  function edit(text: string) {
    setHint('');
    setState((current) => pincodeEdited(current, text));
  }

  const checkTyped = useCallback(
    async (typed: string) => {
      if (!isValidPincode(typed)) return setHint(PINCODE_FORMAT_HINT);
      setHint('');
      setChecking(true);
      try {
        const result = await checkPincode(api, experience.city, {
          pincode: typed,
          experience_id: experience.id,
        });
        setState((current) => pincodeChecked(current, result));
        if (isServiceable(result.additional_delivery_charge)) rememberPincode(experience.city, typed);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PINCODE_CITY_MISMATCH') {
          setState((current) => pincodeOfOtherCity(current, error.message));
          setCityMessage(error.message);
        } else {
          setHint(failureText(error, CHECK_FAILED, ['bad-request']));
        }
      } finally {
        setChecking(false);
      }
    },
    [api, experience.city, experience.id],
  );
  const check = () => checkTyped(state.typed);

  // The pincode served on another experience of this city is the customer's address: it is filled
  // in and checked again here (each experience has its own delivery).
  const needed = state.needed;
  useEffect(() => {
    const kept = needed ? rememberedPincode(experience.city) : null;
    if (!kept) return;
    setState((current) => pincodeEdited(current, kept));
    void checkTyped(kept);
  }, [needed, experience.city, checkTyped]);

  return {
    state,
    checking,
    hint,
    setHint,
    edit,
    check,
    cityMessage,
    closeCityPicker: () => setCityMessage(null),
  };
}

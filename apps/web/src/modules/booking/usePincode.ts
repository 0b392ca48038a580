'use client';

import { ApiError, failureText } from '@store/api-client';
import {
  initialPincodeState,
  isValidPincode,
  pincodeChecked,
  pincodeEdited,
  pincodeOfOtherCity,
} from '@store/domain';
import { useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { checkPincode } from './booking-api';
import type { BookingExperience } from './booking-types';

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

  async function check() {
    if (!isValidPincode(state.pincode)) return setHint(PINCODE_FORMAT_HINT);
    setHint('');
    setChecking(true);
    try {
      const result = await checkPincode(api, experience.city, {
        pincode: state.pincode,
        experience_id: experience.id,
      });
      setState((current) => pincodeChecked(current, result));
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
  }

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

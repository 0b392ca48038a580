import { deliveryText, isServiceable } from '../pricing/delivery';
import { needsPincode } from './next-element';

export interface PincodeState {
  /** Whether the experience asks for a pincode at all (pincode_category other than -1). */
  readonly needed: boolean;
  /** The pincode as typed, or the served one; cleared by a failed check. */
  readonly pincode: string;
  /**
   * What the field shows: what the customer typed, kept through a failed check so a slip of one
   * digit is corrected, not typed again (the booking's `pincode` is still cleared).
   */
  readonly typed: string;
  /** The pincode that was checked and is served, or '' (date selection follows it). */
  readonly served: string;
  readonly dateSelection: boolean;
  readonly charge: number | null;
  readonly deliveryText: string;
  readonly error: string;
}

export type PincodeEvent = 'served' | 'not_served' | 'wrong_city' | 'edited';

/**
 * What each event does (docs/product.md, "Booking and its steps"): a served pincode switches date
 * selection on, a failure off and clears it.
 */
export const PINCODE_TRANSITIONS: {
  readonly [E in PincodeEvent]: { readonly dateSelection: boolean; readonly keepPincode: boolean };
} = {
  served: { dateSelection: true, keepPincode: true },
  not_served: { dateSelection: false, keepPincode: false },
  wrong_city: { dateSelection: false, keepPincode: false },
  // A changed pincode has an unknown charge until it is checked again.
  edited: { dateSelection: false, keepPincode: true },
};

export const NOT_SERVICEABLE_TEXT = 'This pincode is not serviceable.';
const PINCODE_LENGTH = 6;

/** With pincode_category -1 date selection is shown at once and no event changes that. */
export function initialPincodeState(pincodeCategory: number): PincodeState {
  const needed = needsPincode(pincodeCategory);
  return {
    needed,
    pincode: '',
    typed: '',
    served: '',
    dateSelection: !needed,
    charge: null,
    deliveryText: '',
    error: '',
  };
}

function apply(
  state: PincodeState,
  event: PincodeEvent,
  pincode: string,
  change: Partial<PincodeState> = {},
): PincodeState {
  if (!state.needed) return state;
  const rule = PINCODE_TRANSITIONS[event];
  return {
    ...state,
    served: '',
    charge: null,
    deliveryText: '',
    error: '',
    ...change,
    pincode: rule.keepPincode ? pincode : '',
    typed: rule.keepPincode ? pincode : state.typed,
    dateSelection: rule.dateSelection,
  };
}

export interface PincodeAnswer {
  readonly pincode: string;
  readonly additional_delivery_charge: number;
  readonly error_message?: string | null;
}

/** The answer of the pincode check: served (any charge of 0 or more) or not (-1). */
export function pincodeChecked(state: PincodeState, answer: PincodeAnswer): PincodeState {
  const charge = answer.additional_delivery_charge;
  if (!isServiceable(charge)) {
    return apply(state, 'not_served', '', { error: answer.error_message || NOT_SERVICEABLE_TEXT });
  }
  return apply(state, 'served', answer.pincode, {
    served: answer.pincode,
    charge,
    deliveryText: deliveryText(charge),
  });
}

/** The pincode belongs to another city: the server's message is kept for the city picker. */
export function pincodeOfOtherCity(state: PincodeState, message: string): PincodeState {
  return apply(state, 'wrong_city', '', { error: message });
}

/** Typing keeps digits only, at most six; a different pincode than the served one needs a new check. */
export function pincodeEdited(state: PincodeState, text: string): PincodeState {
  const pincode = text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
  if (!state.needed || (state.served !== '' && pincode === state.served))
    return { ...state, pincode, typed: pincode };
  return apply(state, 'edited', pincode);
}

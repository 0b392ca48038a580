import { stripEmoji } from './emoji';
import { textLength } from './text-answers';

export type CustomizationId = number | string;

export const SINGLE_SELECT = 'single_select';

export interface CustomizationAnswer {
  readonly value: string;
  readonly quantity: number;
  /** An empty answer removes the add-on. */
  readonly removed: boolean;
}

export function cleanCustomizationAnswer(text: string): string {
  return stripEmoji(text).replace(/\s/gu, '');
}

/** Quantity is the total length of the cleaned answers (e.g. one per letter of a name). */
export function customizationAnswer(text: string): CustomizationAnswer {
  const value = cleanCustomizationAnswer(text);
  const quantity = textLength(value);
  return { value, quantity, removed: quantity === 0 };
}

export interface QuantityChange {
  readonly quantity: number;
  readonly removed: boolean;
}

/** Steps an add-on's quantity; a single-select add-on stops at 1, and reaching 0 removes it. */
export function changeCustomizationQuantity(
  type: string | null | undefined,
  current: number,
  delta: number,
  max?: number,
): QuantityChange {
  let next = current + delta;
  if (type === SINGLE_SELECT) next = Math.min(next, 1);
  if (max != null) next = Math.min(next, max);
  return next <= 0 ? { quantity: 0, removed: true } : { quantity: next, removed: false };
}

export function addCustomization<T extends { readonly customization_id: CustomizationId }>(
  list: readonly T[],
  item: T,
): T[] {
  const present = list.some(
    (existing) => String(existing.customization_id) === String(item.customization_id),
  );
  return present ? [...list] : [...list, item];
}

export function removeCustomization<T extends { readonly customization_id: CustomizationId }>(
  list: readonly T[],
  id: CustomizationId,
): T[] {
  return list.filter((existing) => String(existing.customization_id) !== String(id));
}

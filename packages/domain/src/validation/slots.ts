export interface SlotDate {
  readonly date: string;
  readonly available_slots: number;
}

export function isDateSelectable(slotDate: Pick<SlotDate, 'available_slots'>): boolean {
  return slotDate.available_slots > 0;
}

export function selectableDates<T extends Pick<SlotDate, 'available_slots'>>(dates: readonly T[]): T[] {
  return dates.filter(isDateSelectable);
}

/** Coupon and booking calls need a slot_id; without one the coupon call is skipped. */
export function hasSlotId(order: { readonly slot_id?: number | string | null }): boolean {
  const { slot_id: slotId } = order;
  if (typeof slotId === 'number') return Number.isInteger(slotId) && slotId > 0;
  return typeof slotId === 'string' && slotId.trim().length > 0;
}

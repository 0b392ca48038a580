export interface SlotDate {
  readonly date: string;
  readonly available_slots: number;
}

export function isDateSelectable(slotDate: Pick<SlotDate, 'available_slots'>): boolean {
  return slotDate.available_slots > 0;
}

export interface SelectionResult {
  readonly value: string[];
  readonly error?: string;
}

export function maxSelectionMessage(max: number): string {
  return `You can only select maximum ${max}`;
}

/** The question's limit, or the number of choices when no limit (null, 0 or less) is set. */
export function multiSelectMax(limit: number | null | undefined, choicesCount: number): number {
  return limit != null && Number.isInteger(limit) && limit > 0 ? limit : choicesCount;
}

export function toggleMultiSelect(current: readonly string[], option: string, max: number): SelectionResult {
  if (current.includes(option)) {
    return { value: current.filter((chosen) => chosen !== option) };
  }
  if (current.length >= max) {
    return { value: [...current], error: maxSelectionMessage(max) };
  }
  return { value: [...current, option] };
}

import {
  addCustomization,
  changeCustomizationQuantity,
  customizationAnswer,
  removeCustomization,
} from '../validation/customizations';
import { multiSelectMax, toggleMultiSelect } from '../validation/multi-select';
import { selectionTextAnswer } from '../validation/text-answers';

/** One add-on in a booking draft, as the quote call takes it. */
export interface DraftCustomization {
  readonly customization_id: number;
  readonly quantity: number;
  /** Text add-ons: the answer as typed, emoji stripped (its cleaned length is the quantity). */
  readonly answer?: string;
  /** Multi-select add-ons: the chosen options. */
  readonly choices?: readonly string[];
}

/** The parts of a customization the rules need. */
export interface CustomizationSpec {
  readonly customization_id: number;
  /** single_select | multi_select | text | quantity */
  readonly type: string;
  /** The most a customer may take. */
  readonly quantity: number;
  readonly questions: readonly { readonly choices: readonly string[]; readonly limit: number | null }[];
}

export type CustomizationChange =
  | { readonly kind: 'add' }
  | { readonly kind: 'step'; readonly delta: number }
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'choice'; readonly option: string }
  | { readonly kind: 'remove' };

export interface CustomizationChangeResult {
  readonly lines: DraftCustomization[];
  readonly error?: string;
}

export const findLine = (lines: readonly DraftCustomization[], id: number): DraftCustomization | undefined =>
  lines.find((line) => line.customization_id === id);

function upsert(lines: readonly DraftCustomization[], line: DraftCustomization): DraftCustomization[] {
  return findLine(lines, line.customization_id)
    ? lines.map((existing) => (existing.customization_id === line.customization_id ? line : existing))
    : addCustomization(lines, line);
}

function answered(
  lines: readonly DraftCustomization[],
  spec: CustomizationSpec,
  text: string,
): CustomizationChangeResult {
  const limit = spec.questions[0]?.limit ?? null;
  const checked = selectionTextAnswer(text, limit);
  if (!checked.ok)
    return { lines: [...lines], error: `You can only enter up to ${checked.limit} characters` };
  const { quantity, removed } = customizationAnswer(checked.value);
  if (removed) return { lines: removeCustomization(lines, spec.customization_id) };
  if (quantity > spec.quantity) {
    return { lines: [...lines], error: `You can only enter up to ${spec.quantity} letters` };
  }
  return {
    lines: upsert(lines, { customization_id: spec.customization_id, quantity, answer: checked.value }),
  };
}

function chosen(
  lines: readonly DraftCustomization[],
  spec: CustomizationSpec,
  option: string,
): CustomizationChangeResult {
  const question = spec.questions[0];
  const current = findLine(lines, spec.customization_id)?.choices ?? [];
  const result = toggleMultiSelect(
    current,
    option,
    multiSelectMax(question?.limit, question?.choices.length ?? 0),
  );
  if (result.value.length === 0)
    return { lines: removeCustomization(lines, spec.customization_id), ...error(result.error) };
  const line = { customization_id: spec.customization_id, quantity: 1, choices: result.value };
  return { lines: upsert(lines, line), ...error(result.error) };
}

const error = (text: string | undefined) => (text ? { error: text } : {});

/**
 * The add-on rules (docs/product.md, "Add-ons (customizations)") applied to the draft's lines: a
 * customization already present is not added twice; single-select stops at 1 and decreasing from 1
 * removes; a text answer loses emoji and spaces and its length is the quantity (empty removes);
 * multi-select keeps to its maximum.
 */
export function changeDraftCustomization(
  lines: readonly DraftCustomization[],
  spec: CustomizationSpec,
  change: CustomizationChange,
): CustomizationChangeResult {
  const id = spec.customization_id;
  switch (change.kind) {
    case 'add':
      // Text and multi-select add-ons come into the draft with their first answer or choice.
      if (spec.type === 'text' || spec.type === 'multi_select') return { lines: [...lines] };
      return { lines: addCustomization(lines, { customization_id: id, quantity: 1 }) };
    case 'remove':
      return { lines: removeCustomization(lines, id) };
    case 'answer':
      return answered(lines, spec, change.text);
    case 'choice':
      return chosen(lines, spec, change.option);
    case 'step': {
      // A text add-on's quantity is its answer's length; a multi-select one needs a choice first.
      const existing = findLine(lines, id);
      if (spec.type === 'text' || (spec.type === 'multi_select' && !existing)) return { lines: [...lines] };
      const current = existing?.quantity ?? 0;
      const next = changeCustomizationQuantity(spec.type, current, change.delta, spec.quantity);
      if (next.removed) return { lines: removeCustomization(lines, id) };
      return { lines: upsert(lines, { ...existing, customization_id: id, quantity: next.quantity }) };
    }
  }
}

import { validationError } from '../errors/domain-error';
import { customizationAnswer } from '../validation/customizations';
import { maxSelectionMessage, multiSelectMax } from '../validation/multi-select';
import { customizationUnitPrice } from './customization';
import type { Rupees } from './money';
import { orderAmount } from './order-amount';
import { surgedPrice } from './surge';

/** A customization as the catalogue defines it, priced for one city. */
export interface CustomizationDefinition {
  readonly id: number;
  readonly name: string;
  /** single_select | multi_select | text | quantity */
  readonly type: string;
  readonly price: Rupees;
  /** The city's own price; replaces `price` when above 0. */
  readonly cityPrice: Rupees;
  readonly maxQuantity: number;
  readonly questions: readonly { readonly choices: readonly string[]; readonly limit: number | null }[];
}

/** What the customer asked for. */
export interface CustomizationRequest {
  readonly customization_id: number;
  readonly quantity: number;
  readonly answer?: string | undefined;
  readonly choices?: readonly string[] | undefined;
}

export interface DraftPriceInput {
  /** The experience's price in the city (city price when above 0), before surge. */
  readonly basePrice: Rupees;
  readonly quantity: number;
  readonly taskPercent: number;
  readonly customizationPercent: number;
  readonly deliveryCharges: Rupees;
  /** Indexed by customization id: only the add-ons this experience offers. */
  readonly offered: ReadonlyMap<number, CustomizationDefinition>;
  readonly requested: readonly CustomizationRequest[];
}

export interface PricedCustomization {
  readonly customization_id: number;
  readonly name: string;
  readonly type: string;
  readonly unit_price: Rupees;
  readonly quantity: number;
  readonly amount: Rupees;
  readonly answer?: string;
  readonly choices?: string[];
}

export interface DraftPrice {
  readonly experienceAmount: Rupees;
  readonly taskSurge: Rupees;
  readonly customizationSurge: Rupees;
  readonly customizations: PricedCustomization[];
  readonly amount: Rupees;
}

/**
 * The server's price of a booking draft (docs/product.md, "Prices: city prices and surges"): surged
 * experience price × quantity + delivery + Σ surged add-on price × quantity. Each add-on request is
 * checked against its definition; a bad one is a validation error naming `customizations.{index}`.
 */
export function priceDraft(input: DraftPriceInput): DraftPrice {
  const experienceAmount = surgedPrice(input.basePrice, input.taskPercent);
  const seen = new Set<number>();
  let customizationSurge = 0;
  const customizations = input.requested.map((request, index) => {
    const field = `customizations.${index}`;
    const definition = input.offered.get(request.customization_id);
    if (!definition) {
      throw fieldError(field, `Add-on ${request.customization_id} is not offered with this experience`);
    }
    if (seen.has(definition.id)) throw fieldError(field, `${definition.name} is already added`);
    seen.add(definition.id);
    const line = checkedLine(definition, request, field);
    const unitPrice = customizationUnitPrice({
      price: definition.price,
      cityPrice: definition.cityPrice,
      percent: input.customizationPercent,
    });
    const plain = customizationUnitPrice({
      price: definition.price,
      cityPrice: definition.cityPrice,
      percent: 0,
    });
    customizationSurge += (unitPrice - plain) * line.quantity;
    return {
      customization_id: definition.id,
      name: definition.name,
      type: definition.type,
      unit_price: unitPrice,
      amount: unitPrice * line.quantity,
      ...line,
    };
  });
  const amount = orderAmount({
    experiencePrice: experienceAmount,
    quantity: input.quantity,
    deliveryCharges: input.deliveryCharges,
    customizations: customizations.map((c) => ({ unitPrice: c.unit_price, quantity: c.quantity })),
  });
  return {
    experienceAmount,
    taskSurge: (experienceAmount - input.basePrice) * input.quantity,
    customizationSurge,
    customizations,
    amount,
  };
}

type Line = { quantity: number; answer?: string; choices?: string[] };

function checkedLine(
  definition: CustomizationDefinition,
  request: CustomizationRequest,
  field: string,
): Line {
  if (definition.type === 'text') {
    // The quantity of a text add-on is the length of its cleaned answer, whatever was sent.
    const answer = customizationAnswer(request.answer ?? '');
    if (answer.removed) throw fieldError(`${field}.answer`, `${definition.name} needs an answer`);
    if (answer.quantity > definition.maxQuantity) {
      throw fieldError(
        `${field}.answer`,
        `${definition.name} takes at most ${definition.maxQuantity} characters`,
      );
    }
    return { quantity: answer.quantity, answer: answer.value };
  }
  if (definition.type === 'single_select' && request.quantity !== 1) {
    throw fieldError(`${field}.quantity`, `${definition.name} can be added once only`);
  }
  if (request.quantity > definition.maxQuantity) {
    throw fieldError(
      `${field}.quantity`,
      `${definition.name} can be added at most ${definition.maxQuantity} times`,
    );
  }
  if (definition.type !== 'multi_select') return { quantity: request.quantity };
  return { quantity: request.quantity, choices: checkedChoices(definition, request.choices ?? [], field) };
}

function checkedChoices(
  definition: CustomizationDefinition,
  choices: readonly string[],
  field: string,
): string[] {
  const question = definition.questions[0];
  const offered = question?.choices ?? [];
  const max = multiSelectMax(question?.limit, offered.length);
  const unknown = choices.find((choice) => !offered.includes(choice));
  if (unknown !== undefined)
    throw fieldError(`${field}.choices`, `${unknown} is not a choice of ${definition.name}`);
  if (new Set(choices).size !== choices.length) {
    throw fieldError(`${field}.choices`, `A choice of ${definition.name} is repeated`);
  }
  if (choices.length === 0)
    throw fieldError(`${field}.choices`, `Choose at least one option of ${definition.name}`);
  if (choices.length > max) throw fieldError(`${field}.choices`, maxSelectionMessage(max));
  return [...choices];
}

function fieldError(field: string, message: string) {
  return validationError({ [field]: message }, message);
}

import { assertSafeTotal, assertWholeNumber, type Rupees } from './money';

export interface CustomizationLine {
  readonly unitPrice: Rupees;
  readonly quantity: number;
}

export interface OrderAmountInput {
  /** Already surged. */
  readonly experiencePrice: Rupees;
  readonly quantity: number;
  readonly deliveryCharges: Rupees;
  readonly customizations: readonly CustomizationLine[];
}

export function orderAmount(input: OrderAmountInput): Rupees {
  const { experiencePrice, quantity, deliveryCharges, customizations } = input;
  assertWholeNumber(experiencePrice, 'experiencePrice');
  assertWholeNumber(quantity, 'quantity', 1);
  assertWholeNumber(deliveryCharges, 'deliveryCharges');
  let total = experiencePrice * quantity + deliveryCharges;
  customizations.forEach((line, index) => {
    assertWholeNumber(line.unitPrice, `customizations.${index}.unitPrice`);
    assertWholeNumber(line.quantity, `customizations.${index}.quantity`);
    total += line.unitPrice * line.quantity;
  });
  return assertSafeTotal(total, 'amount');
}

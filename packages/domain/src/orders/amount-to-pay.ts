import type { Rupees } from '../pricing/money';

/**
 * What the customer pays for an order beside the coupon and the wallet: its amount less the
 * coupon's discount and the wallet money it used (the contract's `payable`). Online,
 * this is what the payment provider is asked for; zero when the coupon and the wallet paid it all.
 */
export function amountToPay(order: { amount: Rupees; amountDiscounted: Rupees; cashUsed: Rupees }): Rupees {
  return order.amount - order.amountDiscounted - order.cashUsed;
}

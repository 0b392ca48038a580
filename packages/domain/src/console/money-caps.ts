/**
 * The most one operator's amount may be, in whole rupees: a wallet credit or debit, or a refund
 * typed in the console. Far below the database's integer range, so a slip of the finger (or a
 * hostile value) never reaches a column or a sum; anything more is a 400 naming the field.
 */
export const OPERATOR_AMOUNT_MAX = 100_000;

/** The most a flat coupon, a coupon's discount cap or a gift code may be worth, in whole rupees. */
export const COUPON_VALUE_MAX = 50_000;

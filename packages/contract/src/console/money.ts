import { COUPON_VALUE_MAX, OPERATOR_AMOUNT_MAX } from '@store/domain';
import { z } from 'zod';
import { INT4_MAX } from '../bounds';

/**
 * Rupees an operator types (bad input): a whole number, never below `min` (0 unless
 * said); a fraction or a negative amount is a 400 naming the field.
 */
export const rupees = (field: string, min = 0, max = INT4_MAX) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .int(`${field} must be whole rupees`)
    .min(min, min === 0 ? `${field} must not be negative` : `${field} must be at least ${min}`)
    .max(max, max === INT4_MAX ? `${field} is too large` : `${field} must be at most ${max} rupees`);

/**
 * Rupees one operator moves at once (a wallet credit or debit, a refund): above zero and at most
 * the domain's cap, so no typed amount comes near the integer range of a column or a sum.
 */
export const operatorRupees = (field: string) => rupees(field, 1, OPERATOR_AMOUNT_MAX);

/** A coupon's or gift code's worth in rupees, capped by the domain. */
export const couponRupees = (field: string, min = 0) => rupees(field, min, COUPON_VALUE_MAX);

/** A count an operator caps something at: whole, never below zero. */
export const cap = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be below zero`)
    .max(INT4_MAX, `${field} is too large`);

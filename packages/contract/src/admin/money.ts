import { z } from 'zod';
import { INT4_MAX } from '../bounds';

/**
 * Rupees an operator types (issue 16, bad input): a whole number, never below `min` (0 unless
 * said); a fraction or a negative amount is a 400 naming the field.
 */
export const rupees = (field: string, min = 0) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .int(`${field} must be whole rupees`)
    .min(min, min === 0 ? `${field} must not be negative` : `${field} must be at least ${min}`)
    .max(INT4_MAX, `${field} is too large`);

/** A count an operator caps something at: whole, never below zero. */
export const cap = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be below zero`)
    .max(INT4_MAX, `${field} is too large`);

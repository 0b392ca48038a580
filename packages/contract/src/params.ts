import { z } from 'zod';
import { text } from './bounds';

/** A positive whole number given as a path or query string; anything else is a 400 naming the field. */
export const positiveIntString = (field: string) =>
  text(20, field)
    .regex(/^[0-9]{1,9}$/, `${field} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n > 0, `${field} must be a positive whole number`);

export const idParams = z.object({ id: positiveIntString('id') });

import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (int4) column: every id and count a caller sends fits it. */
export const INT4_MAX = 2_147_483_647;

const NUL = '\u0000';

/**
 * Text a caller sends: at most `max` characters and no NUL (PostgreSQL cannot store it). Both checks
 * abort, so nothing chained after them - a pattern, a trim, a refinement - ever runs on longer text:
 * zod 4 otherwise runs every check even after `.max` fails, and a backtracking pattern on a
 * 250,000-character body field blocked the API for 31 s.
 */
export const text = (max: number, field?: string, options: { required?: string } = {}) =>
  z
    .string(options.required === undefined ? undefined : { error: options.required })
    .max(max, { message: `${field ?? 'text'} must have at most ${max} characters`, abort: true })
    .refine((value) => !value.includes(NUL), {
      message: `${field ?? 'text'} must not contain the NUL character`,
      abort: true,
    });

/** A whole number that fits an int4 column, bounded below by `min`. */
export const int4 = (min = 0) => z.number().int().min(min).max(INT4_MAX);

/** An id of a row: 1 to INT4_MAX. */
export const id = () => int4(1);

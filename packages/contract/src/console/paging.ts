import { z } from 'zod';
import { text } from '../bounds';
import { positiveIntString } from '../params';

/** The console's lists page the same way: `page` from 1, `per_page` up to 100 (25 by default). */
export const CONSOLE_MAX_PER_PAGE = 100;

export const pageQuery = z.object({
  page: positiveIntString('page').default(1),
  per_page: positiveIntString('per_page')
    .refine((n) => n <= CONSOLE_MAX_PER_PAGE, `per_page must be at most ${CONSOLE_MAX_PER_PAGE}`)
    .default(25),
  /** Free text: an id, a mobile or a name, as each list says. */
  q: text(100, 'q').trim().optional(),
});

/** One page of a list and how many there are in all (react-admin's `total`). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

/** Someone named in a list: a customer, an operator, a vendor. */
export const personRef = z.object({ id: z.number().int(), name: z.string() });

import { type Db, queryRows } from '@store/db';
import { type SQL, sql } from 'drizzle-orm';

export type QuoteRow = {
  id: number;
  slug: string;
  title: string;
  body: string;
  author: string;
  tag_id: number;
  tag_name: string;
  tag_slug: string;
};

const QUOTE_COLUMNS = sql`q.id, q.slug, q.title, q.body, q.author,
  t.id as tag_id, t.name as tag_name, t.slug as tag_slug`;
const NEWEST_FIRST = sql`order by q.created_at desc, q.id desc`;

/** A tag given as an id ("3") or a slug ("proposal"). */
export function tagCondition(tag: string): SQL {
  return /^[0-9]{1,9}$/.test(tag) ? sql`t.id = ${Number(tag)}` : sql`t.slug = ${tag}`;
}

/** How many quotes there are (of the tag, when given), and whether the tag exists. */
export async function quoteCount(
  db: Db,
  tag: string | undefined,
): Promise<{ found: boolean; total: number }> {
  const filter = tag === undefined ? sql`true` : tagCondition(tag);
  const [row] = await queryRows<{ found: boolean; total: number }>(
    db,
    sql`
    select exists (select 1 from tags t where ${filter}) as found,
           (select count(*)::int from quotes q join tags t on t.id = q.secondary_tag_id where ${filter}) as total`,
  );
  return row ?? { found: false, total: 0 };
}

export function quotePageRows(
  db: Db,
  tag: string | undefined,
  paging: { limit: number; offset: number },
): Promise<QuoteRow[]> {
  const filter = tag === undefined ? sql`true` : tagCondition(tag);
  return queryRows<QuoteRow>(
    db,
    sql`
    select ${QUOTE_COLUMNS} from quotes q join tags t on t.id = q.secondary_tag_id
    where ${filter} ${NEWEST_FIRST} limit ${paging.limit} offset ${paging.offset}`,
  );
}

export async function quoteBySlug(db: Db, slug: string): Promise<QuoteRow | undefined> {
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`select ${QUOTE_COLUMNS} from quotes q join tags t on t.id = q.secondary_tag_id where q.slug = ${slug}`,
  );
  return row;
}

/** Other quotes of the secondary tag of the quote `slug`, newest first. */
export function relatedQuotes(db: Db, slug: string, limit: number): Promise<QuoteRow[]> {
  return queryRows<QuoteRow>(
    db,
    sql`
    select ${QUOTE_COLUMNS} from quotes q join tags t on t.id = q.secondary_tag_id
    where q.secondary_tag_id = (select secondary_tag_id from quotes where slug = ${slug}) and q.slug <> ${slug}
    ${NEWEST_FIRST} limit ${limit}`,
  );
}

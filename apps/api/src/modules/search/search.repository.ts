import { type Db, queryRows } from '@store/db';
import { sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';

/** One card of the page; every card column is null on the single row of an empty page. */
export type SearchRow = {
  total: number;
  id: number | null;
  name: string;
  subtitle: string;
  short_link: string;
  featured_image: string;
  alt_text: string;
  badge: string | null;
  original_price: number;
  /** The city price when above 0, else the base price. */
  effective_price: number;
  locality: string;
  category_name: string;
  price_on_request: boolean;
  rating_count: number;
  rating_score: string | null;
};

/**
 * One statement. A word matches an experience through its name, subtitle and description (the
 * expression of the GIN index `experiences_search`, word by word so the index serves each), the
 * names of its tags, or its locality, region and city here; an experience matches when every word
 * does, in any of these. Ranked: every word in the name first, then ts_rank over the name (A),
 * subtitle and tags (B), description (C) and place (D), then recommended_rank. Terms come from
 * `searchTerms` (letters and digits only) and never carry anything a visitor typed verbatim.
 */
export function searchExperiences(
  db: Db,
  cityId: number,
  terms: SearchTerms,
  limit: number,
  offset: number,
): Promise<SearchRow[]> {
  return queryRows<SearchRow>(
    db,
    sql`
    with terms as (
      select ord, strict, loose, to_tsquery('english', strict) as sq, to_tsquery('english', loose) as lq
      from unnest(string_to_array(${terms.strict.join(',')}, ','), string_to_array(${terms.loose.join(',')}, ','))
        with ordinality as t(strict, loose, ord)
    ),
    live as (select * from terms where numnode(lq) > 0),
    hits as (
      select t.ord, e.id, to_tsvector('english', e.name || ' ' || e.subtitle || ' ' || e.about) @@ t.sq as strict
      from live t
      join experiences e on to_tsvector('english', e.name || ' ' || e.subtitle || ' ' || e.about) @@ t.lq
      union all
      select t.ord, et.experience_id, to_tsvector('english', g.name) @@ t.sq
      from live t
      join tags g on to_tsvector('english', g.name) @@ t.lq
      join experience_tags et on et.tag_id = g.id
      union all
      select t.ord, ec.experience_id, place.doc @@ t.sq
      from experience_cities ec
      join cities c on c.id = ec.city_id
      left join regions r on r.id = ec.region_id
      cross join lateral (
        select to_tsvector('english', ec.locality || ' ' || coalesce(r.name, '') || ' ' || c.name) as doc
      ) place
      join live t on place.doc @@ t.lq
      where ec.city_id = ${cityId}
    ),
    per_experience as (
      select id, count(distinct ord) filter (where strict) as strict_words, count(distinct ord) as loose_words
      from hits group by id
    ),
    mode as (
      select n, exists (select 1 from per_experience where strict_words = n) as strict
      from (select count(*) as n from live) words
    ),
    queries as materialized (
      select
        to_tsquery('english', string_agg('(' || case when m.strict then t.strict else t.loose end || ')', ' & ')) as every,
        to_tsquery('english', string_agg('(' || case when m.strict then t.strict else t.loose end || ')', ' | ')) as some
      from live t cross join mode m
    ),
    scored as (
      select e.id, e.name, e.subtitle, e.short_link, e.featured_image, e.alt_text, e.badge,
             e.original_price, e.recommended_rank, ec.locality, cat.name as category_name, cat.price_on_request,
             (case when ec.city_price > 0 then ec.city_price else e.price end)::int as effective_price,
             to_tsvector('english', e.name) @@ q.every as name_hit,
             ts_rank(
               setweight(to_tsvector('english', e.name), 'A') ||
               setweight(to_tsvector('english', e.subtitle || ' ' || coalesce(tg.names, '')), 'B') ||
               setweight(to_tsvector('english', e.about), 'C') ||
               setweight(to_tsvector('english', ec.locality || ' ' || coalesce(r.name, '') || ' ' || c.name), 'D'),
               q.some
             ) as rank
      from per_experience pe
      cross join mode m
      cross join queries q
      join experiences e on e.id = pe.id and e.is_active
      join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
      join cities c on c.id = ec.city_id
      left join regions r on r.id = ec.region_id
      join categories cat on cat.id = e.category_id
      left join lateral (
        select string_agg(g.name, ' ') as names
        from experience_tags et join tags g on g.id = et.tag_id
        where et.experience_id = e.id
      ) tg on true
      where m.n > 0 and (case when m.strict then pe.strict_words else pe.loose_words end) = m.n
    ),
    page as (
      select *, row_number() over (order by name_hit desc, rank desc, recommended_rank desc, id) as pos
      from scored
      order by pos
      limit ${limit} offset ${offset}
    )
    select (select count(*)::int from scored) as total, page.*,
           (select count(*)::int from reviews rv where rv.experience_id = page.id and rv.status = 'approved') as rating_count,
           (select avg(rv.rating) from reviews rv where rv.experience_id = page.id and rv.status = 'approved') as rating_score
    from (select 1) one
    left join page on true
    order by page.pos`,
  );
}

/**
 * For each typed word, the closest word of this city's catalogue (names, subtitles and tag names) by
 * trigram similarity (pg_trgm, migration 0008), or null when none is close enough: "balon" becomes
 * "balloon". The vocabulary is read per call; a catalogue of many thousands of experiences would
 * keep it in a table with a trigram index instead.
 */
export async function closestCatalogueWords(
  db: Db,
  cityId: number,
  words: string[],
): Promise<(string | null)[]> {
  const rows = await queryRows<{ ord: number; best: string | null }>(
    db,
    sql`
    with vocab as (
      select distinct w
      from experiences e
      join experience_cities ec on ec.experience_id = e.id and ec.city_id = ${cityId}
      cross join lateral regexp_split_to_table(lower(e.name || ' ' || e.subtitle), '[^[:alnum:]]+') w
      where e.is_active and length(w) >= 3
      union
      select distinct w
      from tags g
      cross join lateral regexp_split_to_table(lower(g.name), '[^[:alnum:]]+') w
      where length(w) >= 3
    ),
    typed as (
      select word, ord::int from unnest(string_to_array(${words.join(',')}, ',')) with ordinality as t(word, ord)
    )
    select t.ord,
           (select v.w from vocab v
             where similarity(v.w, t.word) >= ${TYPO_SIMILARITY}
             order by similarity(v.w, t.word) desc, v.w
             limit 1) as best
    from typed t
    order by t.ord`,
  );
  return rows.map((r) => r.best);
}

/** pg_trgm's own default threshold: "balon" and "balloon" share 0.4 of their trigrams. */
const TYPO_SIMILARITY = 0.3;

import type { Quote } from '@store/contract';
import type { QuoteRow } from './quotes.repository';

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    author: row.author,
    tag: { id: row.tag_id, name: row.tag_name, slug: row.tag_slug },
    url: `/quotes/${row.slug}`,
  };
}

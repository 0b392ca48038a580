import { errorEnvelope, quotePage, quotesPage, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, json: res.json() as unknown };
}

async function seeded(t: TestApp) {
  const db = t.database.db;
  const [quotes, tags, links, cities] = await Promise.all([
    db.select().from(schema.quotes),
    db.select().from(schema.tags),
    db.select().from(schema.experienceTags),
    db.select().from(schema.experienceCities),
  ]);
  const newest = [...quotes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const perTag = new Map<number, number>();
  for (const q of quotes) perTag.set(q.secondaryTagId, (perTag.get(q.secondaryTagId) ?? 0) + 1);
  return { quotes, newest, tags, links, cities, perTag };
}

describe('GET /v5/getQuotes', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(quotesPage).parse(json).data;

  it('lists the quotes newest first, 12 a page, each with its tag and page URL', async () => {
    const { quotes, newest, tags } = await seeded(t());
    const { status, json } = await get(t(), '/v5/getQuotes');
    expect(status).toBe(200);
    const page = parse(json);
    expect(page).toMatchObject({ total: quotes.length, page: 1, size: 12 });
    expect(page.quotes.map((q) => q.id)).toEqual(newest.slice(0, 12).map((q) => q.id));
    for (const q of page.quotes) {
      const row = quotes.find((x) => x.id === q.id);
      const tag = tags.find((x) => x.id === row?.secondaryTagId);
      expect(q).toMatchObject({
        slug: row?.slug,
        title: row?.title,
        body: row?.body,
        url: `/quotes/${row?.slug}`,
      });
      expect(q.tag).toEqual({ id: tag?.id, name: tag?.name, slug: tag?.slug });
    }
  });

  it('filters by tag slug or id', async () => {
    const { tags, perTag } = await seeded(t());
    const [tagId, count] = [...perTag.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const tag = tags.find((x) => x.id === tagId);
    expect(count).toBeGreaterThan(1);
    const bySlug = parse((await get(t(), `/v5/getQuotes?tag=${tag?.slug}`)).json);
    const byId = parse((await get(t(), `/v5/getQuotes?tag=${tagId}`)).json);
    expect(bySlug.total).toBe(count);
    expect(bySlug.quotes.every((q) => q.tag.id === tagId)).toBe(true);
    expect(byId).toEqual(bySlug);
    const untagged = tags.find((x) => !perTag.has(x.id));
    if (untagged)
      expect(parse((await get(t(), `/v5/getQuotes?tag=${untagged.slug}`)).json).quotes).toEqual([]);
  });

  it('pages without overlap, caps the size at 48 and gives an empty page past the end', async () => {
    const { newest } = await seeded(t());
    const first = parse((await get(t(), '/v5/getQuotes?size=5')).json);
    const second = parse((await get(t(), '/v5/getQuotes?size=5&page=2')).json);
    expect([...first.quotes, ...second.quotes].map((q) => q.id)).toEqual(
      newest.slice(0, 10).map((q) => q.id),
    );
    const past = parse((await get(t(), '/v5/getQuotes?page=50')).json);
    expect(past.quotes).toEqual([]);
    expect(past.total).toBe(newest.length);
    expect(parse((await get(t(), '/v5/getQuotes?size=1000')).json).size).toBe(48);
  });

  it('answers an unknown tag with a 404 and bad paging with a 400 naming the field', async () => {
    expect((await get(t(), '/v5/getQuotes?tag=no-such-tag')).status).toBe(404);
    expect((await get(t(), '/v5/getQuotes?tag=99999')).status).toBe(404);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['size=x', 'size'],
      ['tag=', 'tag'],
    ]) {
      const res = await get(t(), `/v5/getQuotes?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json).data), query).toEqual([field]);
    }
  });
});

describe('GET /v5/quotes/slug/{slug}/quotes_page', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(quotePage).parse(json).data;

  it('gives the quote, the other quotes of its tag and the tag experiences of the city', async () => {
    const { quotes, perTag, links, cities } = await seeded(t());
    const quote = quotes.find((q) => (perTag.get(q.secondaryTagId) ?? 0) > 1);
    if (!quote) throw new Error('the seed has a tag with several quotes');
    const { status, json } = await get(t(), `/v5/quotes/slug/${quote.slug}/quotes_page`);
    expect(status).toBe(200);
    const page = parse(json);
    expect(page.quote).toMatchObject({ id: quote.id, slug: quote.slug, url: `/quotes/${quote.slug}` });
    const siblings = quotes.filter((q) => q.secondaryTagId === quote.secondaryTagId && q.id !== quote.id);
    expect(page.related.map((q) => q.id).sort()).toEqual(
      siblings
        .slice(0, 6)
        .map((q) => q.id)
        .sort(),
    );
    const inDelhi = new Set(cities.filter((c) => c.cityId === 1).map((c) => c.experienceId));
    const tagged = links.filter((l) => l.tagId === quote.secondaryTagId && inDelhi.has(l.experienceId));
    expect(page.experiences.length).toBe(Math.min(8, tagged.length));
    for (const card of page.experiences) {
      expect(tagged.some((l) => l.experienceId === card.id)).toBe(true);
      expect(card.page_url).toMatch(new RegExp(`^/experience/${card.id}/delhi-ncr/[a-z0-9-]+$`));
      expect(card.cost_price).toBeGreaterThanOrEqual(card.price);
    }
  });

  it('shows the cards of the CITY header', async () => {
    const { quotes } = await seeded(t());
    const page = parse(
      (await get(t(), `/v5/quotes/slug/${quotes[0]?.slug}/quotes_page`, { city: 'mumbai' })).json,
    );
    expect(page.experiences.length).toBeGreaterThan(0);
    for (const card of page.experiences) expect(card.page_url).toContain('/mumbai/');
  });

  it('answers an unknown slug with a 404 and an unknown city with a 400', async () => {
    const missing = await get(t(), '/v5/quotes/slug/no-such-quote/quotes_page');
    expect(missing.status).toBe(404);
    expect(errorEnvelope.parse(missing.json).status_code).toBe(404);
    const { quotes } = await seeded(t());
    const city = await get(t(), `/v5/quotes/slug/${quotes[0]?.slug}/quotes_page`, { city: 'atlantis' });
    expect(city.status).toBe(400);
  });

  it('takes three SQL statements', async () => {
    const { quotes } = await seeded(t());
    t().statements.length = 0;
    await get(t(), `/v5/quotes/slug/${quotes[0]?.slug}/quotes_page`);
    expect(t().statements.length).toBe(3);
  });
});

describe('OpenAPI entries of quotes', () => {
  const t = useTestApp();

  it('documents every path with its parameters', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const expected: Record<string, string[]> = {
      '/v5/getQuotes': ['tag', 'page', 'size'],
      '/v5/quotes/slug/{slug}/quotes_page': ['slug'],
    };
    for (const [path, names] of Object.entries(expected)) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      expect(get.parameters.map((p: { name: string }) => p.name).sort(), path).toEqual([...names].sort());
      expect(
        Object.keys(get.responses['200'].content['application/json'].schema.properties.data.properties)
          .length,
      ).toBeGreaterThan(0);
    }
  });
});

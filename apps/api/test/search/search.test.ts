import { errorEnvelope, type SearchResults, searchResults, successEnvelope } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchTerms } from '../../src/modules/search/search-terms';
import { useTestApp } from '../support/test-app';

/** Lone surrogates become U+FFFD, as they do on the way through a URL. */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

type Options = { city?: string; limit?: number | string; page?: number | string };

describe('GET /v5/search/experiences', () => {
  const t = useTestApp();

  const get = (q: string, options: Options = {}) => {
    const query = new URLSearchParams({ q });
    if (options.limit !== undefined) query.set('limit', String(options.limit));
    if (options.page !== undefined) query.set('page', String(options.page));
    return t().app.inject({
      method: 'GET',
      url: `/v5/search/experiences?${query}`,
      headers: options.city ? { city: options.city } : {},
    });
  };
  const search = async (q: string, options: Options = {}): Promise<SearchResults> => {
    const res = await get(q, options);
    expect(res.statusCode, res.body).toBe(200);
    return successEnvelope(searchResults).parse(res.json()).data;
  };
  const titles = (results: SearchResults) => results.experiences.map((e) => e.title);

  it('finds an experience by a word of its name, as a featured card of the city', async () => {
    const found = await search('gazebo');
    expect(titles(found)).toEqual(['Garden Gazebo Dinner for Two']);
    expect(found).toMatchObject({ q: 'gazebo', total: 1, page: 1, limit: 8 });
    const card = found.experiences[0];
    expect(card?.page_url).toMatch(/^\/experience\/7\/delhi-ncr\/garden-gazebo-dinner-for-two$/);
    expect(card?.img_url).toMatch(/^\/images\//);
    expect(card?.price).toBeGreaterThan(0);
    expect(card?.cost_price).toBeGreaterThanOrEqual(card?.price ?? 0);
    expect(card?.rating_count).toBeGreaterThan(0);
    expect(card?.task_category_name).toBe('Candlelight Dinners');
  });

  it('prices each card with the city price when the city has one', async () => {
    const found = await search('candlelight', { city: 'mumbai', limit: 24 });
    const poolside = found.experiences.find((e) => e.id === 2);
    expect(poolside?.price, 'the seed prices experience 2 at 9999 in Mumbai').toBe(9999);
    expect(poolside?.page_url).toContain('/mumbai/');
  });

  it('finds experiences through the name of a tag that their own text never uses', async () => {
    const { db } = t().database;
    const tag = await db.query.tags.findFirst({ where: (g, { eq }) => eq(g.name, 'Proposal Ideas') });
    const tagged = await db.query.experienceTags.findMany({
      where: (et, { eq }) => eq(et.tagId, tag?.id ?? 0),
    });
    const inDelhi = await db.query.experienceCities.findMany({ where: (ec, { eq }) => eq(ec.cityId, 1) });
    const expected = tagged
      .map((et) => et.experienceId)
      .filter((id) => inDelhi.some((ec) => ec.experienceId === id));
    expect(expected.length).toBeGreaterThan(3);
    const found = await search('ideas', { limit: 24 });
    expect(found.experiences.map((e) => e.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    const texts = await db.query.experiences.findMany({ where: (e, { inArray }) => inArray(e.id, expected) });
    expect(texts.some((e) => !/idea/i.test(`${e.name} ${e.subtitle} ${e.about}`))).toBe(true);
  });

  it('finds experiences by locality, region and city name', async () => {
    expect(titles(await search('sohna'))).toEqual(['Luxury Glamping Night at Damdama Lake']);
    const central = (await search('central delhi', { limit: 24 })).experiences.map((e) => e.id);
    for (const id of [12, 66, 74]) expect(central).toContain(id);
    const balloonsInDelhi = await search('balloon delhi', { limit: 24 });
    const balloonsAnywhere = await search('balloon', { limit: 24 });
    expect(balloonsInDelhi.total, 'the city name matches every experience of the city').toBe(
      balloonsAnywhere.total,
    );
  });

  it('takes the last word as a prefix, as the visitor types', async () => {
    const found = await search('candle', { limit: 24 });
    expect(found.total).toBeGreaterThanOrEqual(7);
    expect(titles(found)).toContain('Rooftop Candlelight Dinner in Gurgaon');
    expect(titles(found)).toContain('Rose Petal & Candle Room Decoration');
    expect(titles(await search('rooftop cand'))).toContain('Rooftop Candlelight Dinner in Gurgaon');
  });

  it('still finds a half-typed word whose stem is shorter than what was typed', async () => {
    // "decoration" is indexed as "decor": the prefix "decorati" alone would find nothing.
    const found = await search('decorati', { limit: 24 });
    expect(found.total).toBeGreaterThan(5);
    expect(titles(found)).toContain('Naming Ceremony Decoration');
  });

  it('ranks an experience whose name matches first, then name matches before others', async () => {
    const exact = await search('Royal Heritage Haveli Dinner');
    expect(exact.experiences[0]?.title).toBe('Royal Heritage Haveli Dinner');
    const dinner = titles(await search('dinner', { limit: 24 }));
    const firstWithout = dinner.findIndex((title) => !/dinner/i.test(title));
    expect(firstWithout).toBeGreaterThan(0);
    expect(dinner.slice(firstWithout).every((title) => !/dinner/i.test(title))).toBe(true);
  });

  it('searches only the experiences of the CITY header', async () => {
    expect((await search('juhu')).total).toBe(0);
    expect((await search('juhu', { city: 'delhi-ncr' })).total).toBe(0);
    const mumbai = await search('juhu', { city: '2' });
    expect(titles(mumbai)).toEqual(['Sea-View Candlelight Dinner in Juhu']);
    expect(mumbai.experiences[0]?.page_url).toMatch(/^\/experience\/5\/mumbai\//);
  });

  it('answers 200 with total 0 when nothing matches', async () => {
    expect(await search('zzyzx qwv')).toEqual({
      q: 'zzyzx qwv',
      total: 0,
      page: 1,
      limit: 8,
      experiences: [],
    });
    expect((await search('the of and')).total, 'stop words alone match nothing').toBe(0);
  });

  it.each([
    ["'", "cake'"],
    ['quote', `"cake" 'red'`],
    ['prefix marker', ':*'],
    ['prefix marker after a word', 'cake:*'],
    ['operators', '&|!()'],
    ['operators between words', 'cake & !(red | velvet) <-> x'],
    ['backslashes', 'cake\\ \\'],
    ['emoji', '🎂🎈'],
    ['emoji after a word', 'cake 🎂'],
    ['SQL', "'; drop table experiences; --"],
    ['a lone surrogate', 'ca\uD800ke'],
  ])('never fails on hostile input: %s', async (_name, q) => {
    const found = await search(q);
    expect(found.q).toBe(wellFormed(q).trim());
    expect(found.total).toBeGreaterThanOrEqual(0);
  });

  it('refuses NUL in q with a 400 naming q (no string carries NUL)', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v5/search/experiences?q=cake%00x' });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ q: 'q must not contain the NUL character' });
  });

  it.each([
    ['an encoded lone surrogate', 'ca%ED%A0%80ke'],
    ['broken percent-encoding', 'cake%E0%A4%'],
    ['an encoded NUL', 'cake%00'],
  ])('never answers 500 to a raw query with %s', async (_name, raw) => {
    const res = await t().app.inject({ method: 'GET', url: `/v5/search/experiences?q=${raw}` });
    expect([200, 400]).toContain(res.statusCode);
  });

  it('finds through the words around punctuation and emoji', async () => {
    expect((await search('cake 🎂')).total).toBeGreaterThan(0);
    expect((await search("cake'")).total).toBeGreaterThan(0);
  });

  it('never answers 500 to any text of 2 to 100 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 2, maxLength: 60 }), async (q) => {
        const res = await get(q);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 60, seed: 3 },
    );
  });

  it('pages through every match without repeats', async () => {
    const all = await search('surprise', { limit: 24 });
    expect(all.total).toBeGreaterThan(6);
    const seen: number[] = [];
    for (let page = 1; seen.length < all.total; page++) {
      const part = await search('surprise', { limit: 3, page });
      expect(part.total).toBe(all.total);
      expect(part.experiences.length).toBeGreaterThan(0);
      seen.push(...part.experiences.map((e) => e.id));
    }
    expect(new Set(seen).size).toBe(all.total);
    expect(seen.slice(0, 24)).toEqual(all.experiences.map((e) => e.id).slice(0, seen.length));
    const beyond = await search('surprise', { limit: 3, page: 999 });
    expect(beyond).toMatchObject({ total: all.total, page: 999, experiences: [] });
  });

  it('defaults to 8 results and caps the limit at 24', async () => {
    const byDefault = await search('party');
    expect(byDefault.limit).toBe(8);
    expect(byDefault.experiences.length).toBe(Math.min(8, byDefault.total));
    const capped = await search('de', { limit: 500 });
    expect(capped.limit).toBe(24);
    expect(capped.experiences.length).toBe(Math.min(24, capped.total));
  });

  it.each([
    ['', {}, 'q'],
    ['a', {}, 'q'],
    ['   a   ', {}, 'q'],
    ['x'.repeat(101), {}, 'q'],
    ['x'.repeat(1000), {}, 'q'],
    ['cake', { limit: 'abc' }, 'limit'],
    ['cake', { limit: 0 }, 'limit'],
    ['cake', { limit: -3 }, 'limit'],
    ['cake', { page: '1.5' }, 'page'],
    ['cake', { page: 0 }, 'page'],
  ] as Array<[string, Options, string]>)(
    'answers q=%j %j with a 400 naming %s',
    async (q, options, field) => {
      const res = await get(q, options);
      expect(res.statusCode).toBe(400);
      const body = errorEnvelope.parse(res.json());
      expect(Object.keys(body.data)).toContain(field);
      expect(body.error_message).toContain(field);
    },
  );

  it('answers a missing q with a 400 naming q', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v5/search/experiences' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toEqual(['q']);
  });

  it('answers an unknown city with a 400 naming CITY, its code saying so (the store then searches its default city)', async () => {
    const res = await get('cake', { city: 'atlantis' });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json())).toMatchObject({
      code: 'UNKNOWN_CITY',
      data: { CITY: 'is not a known city' },
    });
  });

  it('forgives a typo: a word that matches nothing is read as the closest word of the catalogue', async () => {
    const balloon = await search('balloon');
    expect(balloon.total).toBeGreaterThan(0);
    const balon = await search('balon');
    expect(balon).toMatchObject({ q: 'balon', total: balloon.total });
    expect(titles(balon)).toEqual(titles(balloon));
    expect(titles(await search('gazbo dinner'))).toEqual(['Garden Gazebo Dinner for Two']);
    expect((await search('zebra')).total, 'nothing close: still nothing').toBe(0);
  });

  it('spends two more statements on a typo only when nothing matched as typed', async () => {
    t().statements.length = 0;
    await search('balon');
    expect(t().statements.length).toBe(3);
  });

  it('takes one SQL statement whatever the query and page size', async () => {
    for (const [q, limit] of [
      ['cake', 1],
      ['candlelight dinner rooftop gurgaon', 24],
      ['🎂🎈', 8],
      ['decorati', 24],
    ] as const) {
      t().statements.length = 0;
      await search(q, { limit });
      expect(t().statements.length, q).toBe(1);
    }
  });
});

describe('GET /v5/search/experiences with the catalogue cache', () => {
  const t = useTestApp({ catalogueCacheTtlMs: 60_000 });
  const run = async (url: string, headers: Record<string, string> = {}) => {
    t().statements.length = 0;
    const res = await t().app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return { statements: t().statements.length, body: res.body };
  };

  it('answers a repeated search from the cache, keyed by city, query, page and limit', async () => {
    const first = await run('/v5/search/experiences?q=balloon');
    expect(first.statements).toBe(1);
    expect(await run('/v5/search/experiences?q=balloon')).toEqual({ statements: 0, body: first.body });
    for (const [url, headers] of [
      ['/v5/search/experiences?q=balloon&page=2', {}],
      ['/v5/search/experiences?q=balloon&limit=3', {}],
      ['/v5/search/experiences?q=balloons', {}],
      ['/v5/search/experiences?q=balloon', { city: 'mumbai' }],
    ] as const) {
      const other = await run(url, headers);
      expect(other.statements, `${url} ${JSON.stringify(headers)}`).toBe(1);
      expect(other.body).not.toBe(first.body);
    }
  });
});

describe('searchTerms', () => {
  it.each([
    ['candle', ['candle:*'], ['candle:* | candl | cand | can']],
    ['Rooftop  CAND', ['rooftop', 'cand:*'], ['rooftop', 'cand:* | can']],
    ["cake' & !(red) :*", ['cake', 'red:*'], ['cake', 'red:*']],
    ['🎂🎈', [], []],
    ['kids’ party', ['kids', 'party:*'], ['kids', 'party:* | part | par']],
    ['ＣＡＫＥ', ['cake:*'], ['cake:* | cak']],
  ])('%j -> %j', (q, strict, loose) => {
    expect(searchTerms(q)).toEqual({ strict, loose });
  });

  it('keeps at most 10 words', () => {
    expect(searchTerms('a b c d e f g h i j k l').strict).toHaveLength(10);
  });

  it('only ever emits letters, marks, digits and its own operators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (q) => {
        const { strict, loose } = searchTerms(q);
        for (const term of [...strict, ...loose]) {
          expect(term).toMatch(/^[\p{L}\p{M}\p{N}]+(:\*)?( \| [\p{L}\p{M}\p{N}]+)*$/u);
          expect(wellFormed(term)).toBe(term);
        }
      }),
    );
  });
});

import { errorEnvelope, listingPage, menuResponse, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parse = (json: unknown) => successEnvelope(menuResponse).parse(json).data;

describe('GET /v3/getMenuJson', () => {
  const t = useTestApp();
  const get = async (city?: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v3/getMenuJson',
      headers: city ? { city } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.json());
  };

  it('groups the tags of the city under their categories, with listing urls and counts', async () => {
    const menu = await get();
    expect(menu.city.id).toBe(1);
    expect(menu.categories.map((c) => c.slug)).toContain('decorations');
    const decor = menu.categories.find((c) => c.slug === 'decorations');
    expect(decor?.tags.map((tag) => tag.slug)).toEqual([
      'balloon-decoration',
      'baby-shower',
      'room-decoration',
    ]);
    const tags = menu.categories.flatMap((c) => c.tags);
    // 12 tags sold everywhere plus heritage-and-outdoors, sold in Delhi NCR only.
    expect(tags).toHaveLength(13);
    for (const tag of tags) {
      expect(tag.url).toBe(`/experiences/delhi-ncr/${tag.slug}`);
      const res = await t().app.inject({ method: 'GET', url: `/v5/tag/slug/${tag.slug}/experiences_page` });
      expect(tag.count).toBe(successEnvelope(listingPage).parse(res.json()).data.total);
    }
  });

  it('answers for the CITY header', async () => {
    const delhi = (await get('1')).categories.flatMap((c) => c.tags);
    const pune = await get('pune');
    const tags = pune.categories.flatMap((c) => c.tags);
    expect(pune.city.city_short_name).toBe('pune');
    for (const tag of tags) expect(tag.url).toBe(`/experiences/pune/${tag.slug}`);
    expect(tags.map((x) => x.count)).not.toEqual(delhi.map((x) => x.count));
  });

  it('leaves out tags without experiences in the city', async () => {
    await t()
      .database.db.insert(schema.tags)
      .values({ id: 902, name: 'Empty', slug: 'empty', categoryId: 2, sortOrder: 1 });
    const slugs = (await get()).categories.flatMap((c) => c.tags).map((x) => x.slug);
    expect(slugs).not.toContain('empty');
  });

  it('answers an unknown city with a 400 and takes one statement', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v3/getMenuJson', headers: { city: 'goa' } });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelope.parse(res.json()).data).toEqual({ CITY: 'is not a known city' });
    t().statements.length = 0;
    await get('mumbai');
    expect(t().statements).toHaveLength(1);
  });
});

describe('OpenAPI entries of the catalogue calls', () => {
  const t = useTestApp();

  it('documents every tag, listing, layout, menu, sitemap and home call with its query and answer', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const paths: Record<string, string[]> = {
      '/v4/tag/name/{name}': ['experience_count', 'available_cities'],
      '/v5/tag/slug/{slug}/experiences_page': ['total', 'experiences'],
      '/v4/tag/id/{id}/experiences_page': ['total', 'experiences'],
      '/v3/getExperiencesByTags/{tag}': ['size', 'experiences'],
      '/v5/getExperiencesPageLayout/{id}': ['region', 'sections'],
      '/v5/getExperiencePageLayout/{id}': ['breadcrumbs', 'related'],
      '/v3/getMenuJson': ['categories'],
      '/v2/getSiteMap': ['urls'],
      '/v2/getHomePage': ['sections'],
      '/v5/getHomePage': ['hero', 'top_rated', 'categories', 'sections'],
    };
    for (const [path, fields] of Object.entries(paths)) {
      const get = doc.paths[path]?.get;
      expect(get, path).toBeDefined();
      const data = get.responses['200'].content['application/json'].schema.properties.data;
      expect(Object.keys(data.properties)).toEqual(expect.arrayContaining(fields));
    }
    const listingParams = doc.paths['/v5/tag/slug/{slug}/experiences_page'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listingParams).toEqual(
      expect.arrayContaining(['slug', 'onlyActive', 'page', 'start', 'limit', 'sort_type', 'sort', 'sortBy']),
    );
  });
});

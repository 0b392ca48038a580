import {
  errorEnvelope,
  homepageReviews,
  ratingImagesPage,
  ratingsPage,
  reviewsPage,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

const isNewestFirst = (dates: string[]) => {
  const times = dates.map((d) => Date.parse(d));
  return times.every((time, i) => i === 0 || (times[i - 1] as number) >= time);
};

async function seeded(t: TestApp) {
  const db = t.database.db;
  const [reviews, images, links, experiences, tags] = await Promise.all([
    db.select().from(schema.reviews),
    db.select().from(schema.reviewImages),
    db.select().from(schema.experienceTags),
    db.select().from(schema.experiences),
    db.select().from(schema.tags),
  ]);
  const imagesOf = (reviewIds: Set<number>) => images.filter((i) => reviewIds.has(i.reviewId));
  return { reviews, images, links, experiences, tags, imagesOf };
}

async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, json: res.json() as unknown };
}

describe('GET /v3/experience/{id}/all_rating_images', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(ratingImagesPage).parse(json).data;

  it('lists every review image of the experience, newest review first, 2000 per page by default', async () => {
    const { reviews, imagesOf } = await seeded(t());
    const own = new Set(reviews.filter((r) => r.experienceId === 1).map((r) => r.id));
    const expected = imagesOf(own);
    expect(expected.length, 'experience 1 has review images').toBeGreaterThan(1);
    const { status, json } = await get(t(), '/v3/experience/1/all_rating_images');
    expect(status).toBe(200);
    const page = parse(json);
    expect(page).toMatchObject({ total: expected.length, page: 1, size: 2000 });
    expect(page.images.map((i) => i.url).sort()).toEqual(expected.map((i) => i.url).sort());
    expect(isNewestFirst(page.images.map((i) => i.created_at))).toBe(true);
    for (const image of page.images) {
      expect(own.has(image.review_id)).toBe(true);
      expect(image.url).toMatch(/^\/images\/reviews\/\d+-\d\.jpg$/);
      expect(image.customer_name.length).toBeGreaterThan(0);
    }
  });

  it('pages through the images and caps the size at 2000', async () => {
    const all = parse((await get(t(), '/v3/experience/1/all_rating_images')).json);
    const second = parse((await get(t(), '/v3/experience/1/all_rating_images?page=2&size=1')).json);
    expect(second).toMatchObject({ total: all.total, page: 2, size: 1 });
    expect(second.images).toEqual([all.images[1]]);
    const past = parse(
      (await get(t(), `/v3/experience/1/all_rating_images?page=${all.total + 1}&size=1`)).json,
    );
    expect(past.images).toEqual([]);
    expect(past.total).toBe(all.total);
    const capped = parse((await get(t(), '/v3/experience/1/all_rating_images?size=999999')).json);
    expect(capped.size).toBe(2000);
  });

  it('answers an unknown experience with a 404 and bad paging with a 400 naming the field', async () => {
    const missing = await get(t(), '/v3/experience/99999/all_rating_images');
    expect(missing.status).toBe(404);
    expect(errorEnvelope.parse(missing.json).status_code).toBe(404);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['size=0', 'size'],
      ['size=ten', 'size'],
      ['page=-1', 'page'],
    ]) {
      const res = await get(t(), `/v3/experience/1/all_rating_images?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json).data), query).toEqual([field]);
    }
    expect((await get(t(), '/v3/experience/abc/all_rating_images')).status).toBe(400);
  });

  it('takes two SQL statements', async () => {
    t().statements.length = 0;
    await get(t(), '/v3/experience/1/all_rating_images');
    expect(t().statements.length).toBe(2);
  });
});

describe('GET /v3/experience/{id}/ratings', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(ratingsPage).parse(json).data;

  it('gives the score, count and star distribution over every review, and the newest 10', async () => {
    const { reviews } = await seeded(t());
    const own = reviews.filter((r) => r.experienceId === 2);
    const page = parse((await get(t(), '/v3/experience/2/ratings')).json);
    const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
    expect(page.rating.count).toBe(own.length);
    expect(page.rating.score).toBe(Math.round(average * 10) / 10);
    for (const star of [1, 2, 3, 4, 5] as const) {
      expect(page.rating.distribution[star], `${star} stars`).toBe(
        own.filter((r) => r.rating === star).length,
      );
    }
    expect(page).toMatchObject({ total: own.length, page: 1, size: 10 });
    expect(page.reviews.length).toBe(Math.min(10, own.length));
    expect(isNewestFirst(page.reviews.map((r) => r.created_at))).toBe(true);
    const newest = [...own].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
    expect(page.reviews[0]?.id).toBe(newest?.id);
  });

  it('pages through the reviews without overlap and caps the size at 50', async () => {
    const all = parse((await get(t(), '/v3/experience/2/ratings?size=50')).json);
    const first = parse((await get(t(), '/v3/experience/2/ratings?size=2')).json);
    const second = parse((await get(t(), '/v3/experience/2/ratings?size=2&page=2')).json);
    expect([...first.reviews, ...second.reviews].map((r) => r.id)).toEqual(
      all.reviews.slice(0, 4).map((r) => r.id),
    );
    const past = parse((await get(t(), '/v3/experience/2/ratings?page=100')).json);
    expect(past.reviews).toEqual([]);
    expect(past.rating.count).toBe(all.rating.count);
    expect(parse((await get(t(), '/v3/experience/2/ratings?size=500')).json).size).toBe(50);
  });

  it('answers an unknown experience with a 404 and bad paging with a 400', async () => {
    expect((await get(t(), '/v3/experience/99999/ratings')).status).toBe(404);
    const res = await get(t(), '/v3/experience/2/ratings?page=1.5');
    expect(res.status).toBe(400);
    expect(errorEnvelope.parse(res.json).data).toHaveProperty('page');
  });

  it('takes the same two SQL statements whatever the size', async () => {
    for (const size of [1, 50]) {
      t().statements.length = 0;
      await get(t(), `/v3/experience/2/ratings?size=${size}`);
      expect(t().statements.length, `size ${size}`).toBe(2);
    }
  });
});

describe('GET /v5/reviews/{id}', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(reviewsPage).parse(json).data;

  it('is_task (the default) gives the reviews of the experience in the city', async () => {
    const { reviews } = await seeded(t());
    const exp = reviews.find((r) => r.cityId !== 1);
    if (!exp) throw new Error('the seed has reviews outside Delhi NCR');
    const own = reviews.filter((r) => r.experienceId === exp.experienceId && r.cityId === exp.cityId);
    const newest = [...own].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    for (const flag of ['', '&is_task=true', '&is_task=1']) {
      const page = parse(
        (await get(t(), `/v5/reviews/${exp.experienceId}?city_id=${exp.cityId}${flag}`)).json,
      );
      expect(page.total, flag).toBe(own.length);
      expect(page.rating.count).toBe(own.length);
      expect(page.reviews.map((r) => r.id)).toEqual(newest.slice(0, 10).map((r) => r.id));
      for (const r of page.reviews) {
        expect(own.some((o) => o.id === r.id)).toBe(true);
        expect(r.experience_id).toBe(exp.experienceId);
        expect(r.page_url).toMatch(new RegExp(`^/experience/${exp.experienceId}/[a-z-]+/[a-z0-9-]+$`));
      }
    }
  });

  it('is_task=false gives the reviews of the experiences of a tag in the city, with their names and pages', async () => {
    const { reviews, links, experiences, tags } = await seeded(t());
    const tag = tags[0];
    if (!tag) throw new Error('the seed has tags');
    const tagged = new Set(links.filter((l) => l.tagId === tag.id).map((l) => l.experienceId));
    const own = reviews.filter((r) => tagged.has(r.experienceId) && r.cityId === 1);
    for (const flag of ['false', '0']) {
      const page = parse((await get(t(), `/v5/reviews/${tag.id}?is_task=${flag}&size=50`)).json);
      expect(page.total, flag).toBe(own.length);
      expect(page.reviews.length).toBe(Math.min(50, own.length));
      expect(isNewestFirst(page.reviews.map((r) => r.created_at))).toBe(true);
      for (const r of page.reviews) {
        const e = experiences.find((x) => x.id === r.experience_id);
        expect(tagged.has(r.experience_id)).toBe(true);
        expect(r.experience_name).toBe(e?.name);
        expect(r.page_url).toBe(`/experience/${e?.id}/delhi-ncr/${e?.shortLink}`);
      }
    }
    expect(
      new Set(
        parse((await get(t(), `/v5/reviews/${tag.id}?is_task=false&size=50`)).json).reviews.map(
          (r) => r.experience_id,
        ),
      ).size,
    ).toBeGreaterThan(1);
  });

  it('answers unknown experiences and tags with a 404, bad flags and cities with a 400', async () => {
    expect((await get(t(), '/v5/reviews/99999')).status).toBe(404);
    expect((await get(t(), '/v5/reviews/99999?is_task=false')).status).toBe(404);
    for (const [query, field] of [
      ['is_task=maybe', 'is_task'],
      ['city_id=999', 'city_id'],
      ['city_id=x', 'city_id'],
      ['size=0', 'size'],
    ]) {
      const res = await get(t(), `/v5/reviews/1?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json).data), query).toEqual([field]);
    }
    expect(errorEnvelope.parse((await get(t(), '/v5/reviews/1?city_id=999')).json).code).toBe('UNKNOWN_CITY');
  });

  it('takes the same two SQL statements whatever the size', async () => {
    for (const size of [1, 50]) {
      t().statements.length = 0;
      await get(t(), `/v5/reviews/1?is_task=false&size=${size}`);
      expect(t().statements.length, `size ${size}`).toBe(2);
    }
  });
});

describe('GET /v2/homepage_reviews', () => {
  const t = useTestApp();
  const parse = (json: unknown) => successEnvelope(homepageReviews).parse(json).data;

  it('gives up to 12 recent 4-5 star reviews of the city, the ones with pictures first', async () => {
    const { reviews, images } = await seeded(t());
    const withImages = new Set(images.map((i) => i.reviewId));
    const page = parse((await get(t(), '/v2/homepage_reviews')).json);
    expect(page.reviews.length).toBe(12);
    const byId = new Map(reviews.map((r) => [r.id, r]));
    const hasImage = page.reviews.map((r) => withImages.has(r.id));
    expect(hasImage).toEqual([...hasImage].sort((a, b) => Number(b) - Number(a)));
    for (const r of page.reviews) {
      expect(byId.get(r.id)?.cityId).toBe(1);
      expect(r.rating).toBeGreaterThanOrEqual(4);
      expect(r.page_url).toMatch(new RegExp(`^/experience/${r.experience_id}/delhi-ncr/`));
      expect(r.image_url).toMatch(/^\/images\//);
      if (r.images.length > 0) expect(r.image_url).toBe(r.images[0]);
    }
    // Among the ones with pictures, the newest come first.
    const pictured = page.reviews.filter((r) => r.images.length > 0);
    expect(isNewestFirst(pictured.map((r) => r.created_at))).toBe(true);
  });

  it('takes the city from the CITY header, else from the city query', async () => {
    const byQuery = parse((await get(t(), '/v2/homepage_reviews?city=mumbai')).json);
    const byHeader = parse((await get(t(), '/v2/homepage_reviews?city=pune', { city: 'mumbai' })).json);
    expect(byQuery.reviews.length).toBeGreaterThan(0);
    expect(byHeader).toEqual(byQuery);
    for (const r of byQuery.reviews) expect(r.page_url).toContain('/mumbai/');
    const unknown = await get(t(), '/v2/homepage_reviews?city=atlantis');
    expect(unknown.status).toBe(400);
  });
});

describe('OpenAPI entries of reviews', () => {
  const t = useTestApp();

  it('documents every path with its parameters', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const expected: Record<string, string[]> = {
      '/v3/experience/{id}/all_rating_images': ['id', 'page', 'size'],
      '/v3/experience/{id}/ratings': ['id', 'page', 'size'],
      '/v5/reviews/{id}': ['id', 'city_id', 'is_task', 'page', 'size'],
      '/v2/homepage_reviews': ['city'],
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

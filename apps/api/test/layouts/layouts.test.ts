import {
  EXPERIENCE_SECTION_IDS,
  errorEnvelope,
  experienceLayout,
  regionLayout,
  successEnvelope,
} from '@store/contract';
import { schema } from '@store/db';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const parseRegion = (json: unknown) => successEnvelope(regionLayout).parse(json).data;
const parseLayout = (json: unknown) => successEnvelope(experienceLayout).parse(json).data;

describe('GET /v5/getExperiencesPageLayout/{id} (region pages)', () => {
  const t = useTestApp();
  const get = async (id: number) => {
    const res = await t().app.inject({ method: 'GET', url: `/v5/getExperiencesPageLayout/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return parseRegion(res.json());
  };

  it("answers the region with its description and its experiences grouped by tag, in the region's city", async () => {
    const page = await get(107);
    expect(page.region).toMatchObject({ id: 107, name: 'Gurgaon', slug: 'gurgaon', city: { id: 1 } });
    expect(page.region.description.length).toBeGreaterThan(20);
    const { db } = t().database;
    const placed = await db
      .select()
      .from(schema.experienceCities)
      .where(eq(schema.experienceCities.regionId, 107));
    const cards = page.sections.flatMap((s) => s.cards);
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(placed.map((p) => p.experienceId)));
    expect(page.total).toBe(placed.length);
    expect(page.sections.length).toBeGreaterThan(1);
    const links = await db
      .select()
      .from(schema.experienceTags)
      .where(
        inArray(
          schema.experienceTags.experienceId,
          cards.map((c) => c.id),
        ),
      );
    for (const section of page.sections) {
      for (const card of section.cards) {
        expect(links.some((l) => l.experienceId === card.id && l.tagId === section.tag.id)).toBe(true);
        expect(card.page_url).toMatch(new RegExp(`^/experience/${card.id}/delhi-ncr/`));
      }
    }
  });

  it('describes every region of the seed in a sentence or two', async () => {
    const regions = await t().database.db.select().from(schema.regions);
    expect(regions.length).toBeGreaterThan(30);
    for (const region of regions) {
      expect(region.description, region.name).toMatch(/^[A-Z].{30,220}\.$/);
      expect(region.description.split('. ').length, region.name).toBeLessThanOrEqual(2);
    }
  });

  it('answers regions of other cities for their own city, whatever the CITY header', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v5/getExperiencesPageLayout/201',
      headers: { city: '1' },
    });
    const page = parseRegion(res.json());
    expect(page.region.city.city_short_name).toBe('mumbai');
    for (const card of page.sections.flatMap((s) => s.cards)) expect(card.page_url).toContain('/mumbai/');
  });

  it('answers unknown and bad ids', async () => {
    const unknown = await t().app.inject({ method: 'GET', url: '/v5/getExperiencesPageLayout/999' });
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelope.parse(unknown.json()).error_message).toBe('Region 999 was not found');
    const bad = await t().app.inject({ method: 'GET', url: '/v5/getExperiencesPageLayout/gurgaon' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(bad.json()).data)).toEqual(['id']);
  });

  it('takes two SQL statements whatever the size of the region', async () => {
    const counts: number[] = [];
    const totals: number[] = [];
    for (const id of [101, 107, 402]) {
      t().statements.length = 0;
      totals.push((await get(id)).total);
      counts.push(t().statements.length);
    }
    expect(new Set(totals).size).toBeGreaterThan(1);
    expect(counts).toEqual([2, 2, 2]);
  });
});

describe('GET /v5/getExperiencePageLayout/{id}', () => {
  const t = useTestApp();
  const get = async (url: string, city?: string) => {
    const res = await t().app.inject({ method: 'GET', url, headers: city ? { city } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return parseLayout(res.json());
  };

  it('lists the section anchors in page order, without video when there is none', async () => {
    const layout = await get('/v5/getExperiencePageLayout/14');
    expect(layout.sections.map((s) => s.id)).toEqual(EXPERIENCE_SECTION_IDS.filter((id) => id !== 'video'));
    for (const s of layout.sections) expect(s.title.length).toBeGreaterThan(2);
    expect(layout.experience).toMatchObject({
      id: 14,
      page_url: `/experience/14/delhi-ncr/${layout.experience.short_link}`,
    });
  });

  it('takes the breadcrumb tag from tag_source when the experience has it, else its first tag', async () => {
    const viaSource = await get('/v5/getExperiencePageLayout/14?tag_source=anniversary-surprises');
    expect(viaSource.tag?.slug).toBe('anniversary-surprises');
    expect(viaSource.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Anniversary Surprises', url: '/experiences/delhi-ncr/anniversary-surprises' },
      { name: viaSource.experience.name, url: viaSource.experience.page_url },
    ]);
    const plain = await get('/v5/getExperiencePageLayout/14');
    expect(plain.tag?.slug).toBe('balloon-decoration');
    expect(plain.breadcrumbs[1]).toEqual({
      name: 'Balloon Decoration',
      url: '/experiences/delhi-ncr/balloon-decoration',
    });
    const foreign = await get('/v5/getExperiencePageLayout/14?tag_source=kids-party');
    expect(foreign.tag).toEqual(plain.tag);
    expect(foreign.breadcrumbs).toEqual(plain.breadcrumbs);
  });

  it('relates up to 8 active experiences of the same city that share a tag', async () => {
    const layout = await get('/v5/getExperiencePageLayout/14', 'mumbai');
    expect(layout.city.city_short_name).toBe('mumbai');
    expect(layout.breadcrumbs[1]?.url).toBe('/experiences/mumbai/balloon-decoration');
    expect(layout.related.length).toBeGreaterThan(0);
    expect(layout.related.length).toBeLessThanOrEqual(8);
    const ids = layout.related.map((c) => c.id);
    expect(ids).not.toContain(14);
    const { db } = t().database;
    const links = await db.select().from(schema.experienceTags);
    const mine = new Set(links.filter((l) => l.experienceId === 14).map((l) => l.tagId));
    for (const card of layout.related) {
      expect(links.some((l) => l.experienceId === card.id && mine.has(l.tagId))).toBe(true);
      expect(card.page_url).toContain('/mumbai/');
    }
  });

  it('shows the video section only when the experience has a video', async () => {
    const { db } = t().database;
    await db
      .update(schema.experiences)
      .set({ videoUrl: '/videos/2.mp4' })
      .where(eq(schema.experiences.id, 2));
    const layout = await get('/v5/getExperiencePageLayout/2');
    expect(layout.sections.map((s) => s.id)).toEqual([...EXPERIENCE_SECTION_IDS]);
  });

  it('answers an unknown or inactive experience with a 404 and a bad id with a 400', async () => {
    const { db } = t().database;
    await db.update(schema.experiences).set({ isActive: false }).where(eq(schema.experiences.id, 5));
    for (const id of [987654, 5]) {
      const res = await t().app.inject({ method: 'GET', url: `/v5/getExperiencePageLayout/${id}` });
      expect(res.statusCode).toBe(404);
      expect(errorEnvelope.parse(res.json()).error_message).toBe(`Experience ${id} was not found`);
    }
    const bad = await t().app.inject({ method: 'GET', url: '/v5/getExperiencePageLayout/x1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(bad.json()).data)).toEqual(['id']);
    const city = await t().app.inject({
      method: 'GET',
      url: '/v5/getExperiencePageLayout/1',
      headers: { city: 'nowhere' },
    });
    expect(city.statusCode).toBe(400);
  });

  it('takes two SQL statements whatever the experience', async () => {
    const counts: number[] = [];
    for (const id of [1, 14, 40, 70]) {
      t().statements.length = 0;
      await get(`/v5/getExperiencePageLayout/${id}?tag_source=proposal`);
      counts.push(t().statements.length);
    }
    expect(counts).toEqual([2, 2, 2, 2]);
  });
});

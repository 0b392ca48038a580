import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../database';
import * as schema from '../schema';
import {
  addDemoOperators,
  buildSeedData,
  imageManifest,
  isDemoDatabase,
  isSeeded,
  type SeedSummary,
  seed,
  seedRows,
} from './index';
import { addDays } from './random';

const TODAY = '2026-12-01';
// Stand-ins for the hashes the API makes of the demo operators' passwords.
const HASHES = { admin: 'scrypt$admin-stand-in', ops: 'scrypt$ops-stand-in' };

// One PGlite database for the whole file (creating one costs seconds): seeded once, then wiped
// and seeded again to check determinism.
let database: Database;
let db: Db;
let dir: string;
let summary: SeedSummary;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  database = await openDatabase({ dataDir: join(dir, 'pglite') });
  await database.migrate();
  db = database.db;
  expect(await isSeeded(db)).toBe(false);
  summary = await seed(db, { today: TODAY, demoOperators: HASHES });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const all = <T extends PgTable>(table: T) => db.select().from(table as PgTable);
const countBy = <T>(items: T[], key: (item: T) => string | number) => {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('seed', () => {
  it('reports what it inserted and marks the database seeded', async () => {
    expect(await isSeeded(db)).toBe(true);
    const experiences = await all(schema.experiences);
    expect(summary.experiences).toBe(experiences.length);
    expect(summary.slotCapacities).toBeGreaterThan(10_000);
    await expect(seed(db, { today: TODAY })).rejects.toThrow(/already holds data/);
  });

  it('has the default city Delhi NCR as id 1 and at least four cities in India', async () => {
    const cities = await db.select().from(schema.cities).orderBy(asc(schema.cities.id));
    expect(cities.length).toBeGreaterThanOrEqual(4);
    expect(cities[0]).toMatchObject({ id: 1, shortName: 'delhi-ncr', name: 'Delhi NCR' });
    for (const city of cities) expect(city.timeZone).toBe('Asia/Kolkata');
    const regions = await db.select().from(schema.regions);
    for (const city of cities)
      expect(regions.filter((r) => r.cityId === city.id).length).toBeGreaterThanOrEqual(3);
    const pincodes = await db.select().from(schema.pincodes);
    for (const city of cities) {
      const own = pincodes.filter((p) => p.cityId === city.id);
      expect(own.length).toBeGreaterThanOrEqual(15);
      expect(own.every((p) => /^\d{6}$/.test(p.pincode) && p.regionId !== null)).toBe(true);
    }
    expect(pincodes.some((p) => p.additionalDeliveryCharge === -1)).toBe(true);
    expect(pincodes.some((p) => p.additionalDeliveryCharge > 0)).toBe(true);
  });

  it('fills every section of every experience page', async () => {
    const experiences = await db.select().from(schema.experiences);
    const images = countBy(await db.select().from(schema.experienceImages), (i) => i.experienceId);
    expect(experiences.length).toBeGreaterThanOrEqual(60);
    for (const e of experiences) {
      expect(e.subtitle, e.name).not.toBe('');
      const sentences = e.about.split(/(?<=[.!?])\s+/).length;
      expect(sentences >= 2 && sentences <= 3, e.name).toBe(true);
      expect(e.inclusions.length, e.name).toBeGreaterThanOrEqual(3);
      expect(e.inclusions.length, e.name).toBeLessThanOrEqual(6);
      expect(e.faq.length, e.name).toBeGreaterThanOrEqual(2);
      expect(e.faq.length, e.name).toBeLessThanOrEqual(4);
      expect(
        e.faq.every((f) => f.question && f.answer),
        e.name,
      ).toBe(true);
      expect(e.needToKnow.length, e.name).toBeGreaterThanOrEqual(2);
      expect(e.cancellationPolicy.length, e.name).toBeGreaterThanOrEqual(2);
      expect(images.get(e.id) ?? 0, e.name).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(e.price) && e.originalPrice > e.price, e.name).toBe(true);
      expect([-1, 1]).toContain(e.pincodeCategory);
    }
    expect(new Set(experiences.map((e) => e.minHours))).toEqual(new Set([0, 3, 6, 24, 48]));
    expect(experiences.some((e) => e.courier)).toBe(true);
    expect(experiences.some((e) => e.codAvailable)).toBe(true);
    expect(new Set(experiences.map((e) => e.badge))).toEqual(
      new Set([null, 'Bestseller', 'Trending', 'New']),
    );
  });

  it('spreads experiences over cities and tags, with at least six per tag in Delhi NCR', async () => {
    const links = await db.select().from(schema.experienceCities);
    const perExperience = countBy(links, (l) => l.experienceId);
    for (const n of perExperience.values()) expect(n >= 1 && n <= 4).toBe(true);
    const delhi = new Set(links.filter((l) => l.cityId === 1).map((l) => l.experienceId));
    expect(delhi.size).toBeGreaterThanOrEqual(40);
    expect(links.some((l) => l.cityPrice > 0)).toBe(true);

    const tags = await db.select().from(schema.tags);
    const tagLinks = await db.select().from(schema.experienceTags);
    expect(tags.length).toBeGreaterThanOrEqual(8);
    for (const tag of tags) {
      const inDelhi = tagLinks.filter((l) => l.tagId === tag.id && delhi.has(l.experienceId));
      expect(inDelhi.length, tag.slug).toBeGreaterThanOrEqual(6);
    }
    for (const n of countBy(tagLinks, (l) => l.experienceId).values()) expect(n >= 1 && n <= 3).toBe(true);
  });

  it('offers customizations of every type, with city prices, 3 to 8 per experience', async () => {
    const customizations = await db.select().from(schema.customizations);
    expect(customizations.length).toBeGreaterThanOrEqual(25);
    const types = new Set(customizations.map((c) => c.type));
    expect(types).toEqual(new Set(['single_select', 'text', 'multi_select', 'quantity']));
    for (const c of customizations.filter((c) => c.type === 'multi_select')) {
      expect(c.questions[0]?.choices.length, c.name).toBeGreaterThan(1);
    }
    for (const c of customizations.filter((c) => c.type === 'single_select')) expect(c.maxQuantity).toBe(1);
    const cityPrices = await db.select().from(schema.customizationCityPrices);
    const typeOf = new Map(customizations.map((c) => [c.id, c.type]));
    const priced = new Set(cityPrices.map((p) => typeOf.get(p.customizationId)));
    expect(priced.has('single_select') && priced.has('text')).toBe(true);
    const perExperience = countBy(
      await db.select().from(schema.experienceCustomizations),
      (l) => l.experienceId,
    );
    expect(perExperience.size).toBe(summary.experiences);
    for (const n of perExperience.values()) expect(n >= 3 && n <= 8).toBe(true);
  });

  it('opens 30 days of slots from today, some partly booked and some sold out', async () => {
    const slots = await db.select().from(schema.slots);
    for (const n of countBy(slots, (s) => s.experienceId).values()) expect(n >= 2 && n <= 5).toBe(true);
    const capacities = await db.select().from(schema.slotCapacities);
    const dates = [...new Set(capacities.map((c) => c.date))].sort();
    expect(dates.length).toBe(30);
    expect(dates[0]).toBe(TODAY);
    expect(dates[29]).toBe(addDays(TODAY, 29));
    const links = await db.select().from(schema.experienceCities);
    const keys = new Set(capacities.map((c) => `${c.experienceId}:${c.cityId}`));
    for (const l of links) expect(keys.has(`${l.experienceId}:${l.cityId}`)).toBe(true);
    expect(capacities.every((c) => c.capacity >= 2 && c.capacity <= 10)).toBe(true);
    const free = capacities.filter((c) => c.booked === 0).length;
    expect(free / capacities.length).toBeGreaterThan(0.6);
    expect(capacities.some((c) => c.booked > 0 && c.booked < c.capacity)).toBe(true);
    expect(capacities.some((c) => c.booked === c.capacity)).toBe(true);
  });

  it('has reviews for every experience, a share of them with pictures', async () => {
    const reviews = await db.select().from(schema.reviews);
    for (const n of countBy(reviews, (r) => r.experienceId).values()) expect(n >= 3 && n <= 12).toBe(true);
    expect(countBy(reviews, (r) => r.experienceId).size).toBe(summary.experiences);
    expect(reviews.every((r) => r.rating >= 3 && r.rating <= 5)).toBe(true);
    const start = new Date(`${addDays(TODAY, -181)}T00:00:00+05:30`).getTime();
    const end = new Date(`${TODAY}T00:00:00+05:30`).getTime();
    expect(reviews.every((r) => r.createdAt.getTime() >= start && r.createdAt.getTime() < end)).toBe(true);
    const withImages = new Set((await db.select().from(schema.reviewImages)).map((i) => i.reviewId));
    expect(withImages.size / reviews.length).toBeGreaterThan(0.2);
    expect(withImages.size / reviews.length).toBeLessThan(0.5);
  });

  it('has an agent, customers, the demo operators, recent orders and quotes', async () => {
    const users = await db.select().from(schema.users);
    expect(users.find((u) => u.role === 'agent')?.mobile).toBe('9000000001');
    expect(users.filter((u) => u.role === 'user').length).toBeGreaterThanOrEqual(3);
    // Only the console's demo operators have a password (the hash the caller gave).
    const withPassword = users.filter((u) => u.passwordHash !== null).map((u) => [u.mobile, u.role]);
    expect(withPassword).toEqual([
      ['9000000009', 'admin'],
      ['9000000010', 'ops'],
    ]);
    // Seeded anywhere but a demo, they are left out: nobody else's database has a public password.
    expect(users.find((u) => u.role === 'admin')?.passwordHash).toBe(HASHES.admin);
    expect(seedRows(TODAY).users.filter((u) => u.passwordHash !== null)).toEqual([]);
    expect(seedRows(TODAY).users).toHaveLength(users.length - 2);
    // A demo seeded before them gets them on its next start; once there, nothing more is added.
    expect(await addDemoOperators(db, TODAY, HASHES)).toBe(0);
    const orders = await db.select().from(schema.orders);
    expect(orders.length).toBeGreaterThanOrEqual(30);
    const weekAgo = new Date(`${addDays(TODAY, -7)}T00:00:00+05:30`).getTime();
    const midnight = new Date(`${TODAY}T00:00:00+05:30`).getTime();
    for (const o of orders) {
      expect(o.createdAt.getTime() >= weekAgo && o.createdAt.getTime() < midnight).toBe(true);
      expect(['placed', 'completed']).toContain(o.status);
      expect(o.locality).not.toBe('');
    }
    expect(new Set(orders.map((o) => o.cityId)).size).toBeGreaterThanOrEqual(4);
    const quotes = await db.select().from(schema.quotes);
    expect(quotes.length >= 10 && quotes.length <= 20).toBe(true);
    expect(new Set(quotes.map((q) => q.slug)).size).toBe(quotes.length);
  });

  it('stocks 3 to 4 party-store collections of 8 to 20 products, one with more than 15 active', async () => {
    const collections = await db.select().from(schema.productCollections);
    const products = await db.select().from(schema.products);
    expect(collections.length >= 3 && collections.length <= 4).toBe(true);
    for (const c of collections) {
      const own = products.filter((p) => p.collectionId === c.id);
      expect(own.length >= 8 && own.length <= 20, c.title).toBe(true);
      expect(c.handle).toMatch(/^[a-z0-9-]+$/);
    }
    const active = countBy(
      products.filter((p) => p.isActive),
      (p) => p.collectionId,
    );
    expect([...active.values()].some((n) => n > 15)).toBe(true);
    expect(products.some((p) => !p.isActive)).toBe(true);
    expect(new Set(products.map((p) => p.handle)).size).toBe(products.length);
    for (const p of products) {
      expect(p.handle, p.title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // Rupees, as an Indian party store prices them.
      expect(Number.isInteger(p.price) && p.price >= 49 && p.price <= 5000, p.title).toBe(true);
      if (p.compareAtPrice !== null) expect(p.compareAtPrice, p.title).toBeGreaterThan(p.price);
    }
    expect(products.some((p) => p.compareAtPrice === null)).toBe(true);
  });

  it('has several vendors for every offered experience and city, at least three a day for 14 and 15 in Delhi', async () => {
    const [offered, ranked, vendors] = await Promise.all([
      db.select().from(schema.experienceCities),
      db.select().from(schema.vendorExperiences),
      db.select().from(schema.vendors),
    ]);
    const key = (r: { experienceId: number; cityId: number }) => `${r.experienceId}:${r.cityId}`;
    const perOffer = countBy(ranked, key);
    for (const offer of offered) expect(perOffer.get(key(offer)) ?? 0).toBeGreaterThanOrEqual(3);
    const days = new Map(vendors.map((v) => [v.id, v.workingDays]));
    for (const experienceId of [14, 15])
      for (let weekday = 0; weekday < 7; weekday += 1) {
        const working = ranked.filter(
          (r) => r.experienceId === experienceId && r.cityId === 1 && days.get(r.vendorId)?.includes(weekday),
        );
        expect(working.length).toBeGreaterThanOrEqual(3);
      }
  });

  it('references only images that the manifest lists', async () => {
    const manifest = imageManifest();
    const paths = new Set(manifest.map((m) => m.path));
    expect(paths.size).toBe(manifest.length);
    const urls = [
      ...(await db.select().from(schema.experiences)).map((e) => e.featuredImage),
      ...(await db.select().from(schema.experienceImages)).map((i) => i.url),
      ...(await db.select().from(schema.customizations)).flatMap((c) => [c.imageUrl, c.imageLgUrl]),
      ...(await db.select().from(schema.tags)).map((t) => t.imageUrl ?? ''),
      ...(await db.select().from(schema.reviewImages)).map((i) => i.url),
      ...(await db.select().from(schema.products)).map((p) => p.imageUrl),
    ];
    const missing = urls.filter((u) => !paths.has(u));
    expect(missing).toEqual([]);
    expect(urls.every((u) => u.startsWith('/images/'))).toBe(true);
  });

  it('builds byte-identical data for the same day', () => {
    expect(JSON.stringify(buildSeedData(TODAY))).toBe(JSON.stringify(buildSeedData(TODAY)));
    expect(JSON.stringify(imageManifest())).toBe(JSON.stringify(imageManifest()));
  });

  // Runs last: it wipes the database and seeds it again.
  it('seeds identical rows into a fresh database, and leaves sequences past the fixed ids', async () => {
    const sample = async () =>
      JSON.stringify({
        experiences: await db.select().from(schema.experiences).orderBy(asc(schema.experiences.id)),
        experienceCities: await db
          .select()
          .from(schema.experienceCities)
          .orderBy(asc(schema.experienceCities.experienceId), asc(schema.experienceCities.cityId)),
        customizations: await db.select().from(schema.customizations).orderBy(asc(schema.customizations.id)),
        slotCapacities: await db.select().from(schema.slotCapacities).orderBy(asc(schema.slotCapacities.id)),
        reviews: await db.select().from(schema.reviews).orderBy(asc(schema.reviews.id)),
        reviewImages: await db.select().from(schema.reviewImages).orderBy(asc(schema.reviewImages.id)),
        orders: await db.select().from(schema.orders).orderBy(asc(schema.orders.id)),
        users: await db.select().from(schema.users).orderBy(asc(schema.users.id)),
        quotes: await db.select().from(schema.quotes).orderBy(asc(schema.quotes.id)),
        products: await db.select().from(schema.products).orderBy(asc(schema.products.id)),
      });
    const first = await sample();
    const tables = [
      'vendor_experiences',
      'vendor_cities',
      'vendors',
      'products',
      'product_collections',
      'review_images',
      'reviews',
      'orders',
      'sessions',
      'slot_capacities',
      'slots',
      'quotes',
      'experience_customizations',
      'customization_city_prices',
      'customizations',
      'experience_images',
      'experience_tags',
      'experience_cities',
      'experiences',
      'pincodes',
      'tags',
      'regions',
      'categories',
      'cities',
      'users',
    ];
    await db.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
    expect(await isSeeded(db)).toBe(false);
    await seed(db, { today: TODAY, demoOperators: HASHES });
    expect(await sample()).toBe(first);

    // New rows get ids after the seeded ones.
    const [user] = await db
      .insert(schema.users)
      .values({ firstName: 'New', referralCode: 'NEWUSER1', createdAt: new Date(0) })
      .returning({ id: schema.users.id });
    expect(user?.id).toBe(summary.users + 1);
  }, 60_000);
});

describe('demo and production apart', () => {
  it('marks only the database the demo seeds; a database without the marker never gets demo accounts', async () => {
    expect(await isDemoDatabase(db)).toBe(true);
    const other = await openDatabase({ dataDir: join(dir, 'not-the-demo') });
    try {
      await other.migrate();
      // Someone's store: an account, no catalogue, no marker.
      await other.db.insert(schema.users).values({
        firstName: 'Owner',
        mobile: '9800000001',
        referralCode: 'OWNER001',
        createdAt: new Date(0),
      });
      expect(await isDemoDatabase(other.db)).toBe(false);
      await expect(addDemoOperators(other.db, TODAY, HASHES)).rejects.toThrow(/not created by the demo/);
      await expect(seed(other.db, { today: TODAY, demoOperators: HASHES })).rejects.toThrow(
        /already holds data/,
      );
      const operators = await other.db.select().from(schema.users).where(sql`role <> 'user'`);
      expect(operators).toEqual([]);
      expect(await other.db.select().from(schema.storeMeta)).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);
});

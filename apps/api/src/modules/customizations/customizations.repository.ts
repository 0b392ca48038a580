import type { SelectionQuestion } from '@store/contract';
import { type Db, queryRows, schema } from '@store/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

const { customizationCityPrices, customizations, experienceCustomizations } = schema;

/**
 * The requested add-ons that this experience offers, with their price in the city (0 when the city
 * has no price of its own), in one statement whatever the number asked for.
 */
export async function customizationsForPricing(
  db: Db,
  experienceId: number,
  cityId: number,
  ids: readonly number[],
) {
  const rows = await db
    .select({
      id: customizations.id,
      name: customizations.name,
      type: customizations.type,
      price: customizations.price,
      cityPrice: customizationCityPrices.price,
      maxQuantity: customizations.maxQuantity,
      minHours: customizations.minHours,
      questions: customizations.questions,
    })
    .from(experienceCustomizations)
    .innerJoin(customizations, eq(customizations.id, experienceCustomizations.customizationId))
    .leftJoin(
      customizationCityPrices,
      and(
        eq(customizationCityPrices.customizationId, customizations.id),
        eq(customizationCityPrices.cityId, cityId),
      ),
    )
    .where(
      and(eq(experienceCustomizations.experienceId, experienceId), inArray(customizations.id, [...ids])),
    );
  return rows.map((r) => ({ ...r, cityPrice: r.cityPrice ?? 0 }));
}

export type ExperienceKey = { id: number } | { shortLink: string };

/** One add-on of an experience as the customization calls show it. */
export type OfferedCustomizationRow = {
  id: number;
  name: string;
  description: string;
  type: string;
  category: string;
  parentCategory: string;
  entityType: string;
  imageUrl: string;
  imageLgUrl: string;
  price: number;
  originalPrice: number;
  /** The price in the requested city; null when that city has no price of its own. */
  cityPrice: number | null;
  minHours: number;
  recommended: boolean;
  maxQuantity: number;
  questions: SelectionQuestion[];
  cityTags: { id: number; price: number }[];
  availableCities: number[];
};

export type OfferedCustomizations = {
  experience: { id: number; name: string; soldInCity: boolean };
  rows: OfferedCustomizationRow[];
};

type JoinedRow = Omit<OfferedCustomizationRow, 'id'> & {
  id: number | null;
  experienceId: number;
  experienceName: string;
  soldInCity: boolean;
};

/**
 * The add-ons of an active experience priced for a city, Recommended first, then in the experience's
 * sort order; undefined when no active experience matches. One statement whatever their number: the
 * experience is the driving row, so one without add-ons (or none in the category) still answers.
 * `availableCities` are the active cities selling the experience: an add-on is only bought with it.
 */
export async function listExperienceCustomizations(
  db: Db,
  key: { experience: ExperienceKey; cityId: number; category?: string },
): Promise<OfferedCustomizations | undefined> {
  const match: SQL =
    'id' in key.experience
      ? sql`e.id = ${key.experience.id}`
      : sql`e.short_link = ${key.experience.shortLink}`;
  const inCategory = key.category === undefined ? sql`true` : sql`c.category = ${key.category}`;
  const rows = await queryRows<JoinedRow>(
    db,
    sql`
    select e.id as "experienceId", e.name as "experienceName",
           exists (select 1 from experience_cities s where s.experience_id = e.id and s.city_id = ${key.cityId})
             as "soldInCity",
           c.id, c.name, c.description, c.type, c.category, c.parent_category as "parentCategory",
           c.entity_type as "entityType", c.image_url as "imageUrl", c.image_lg_url as "imageLgUrl", c.price,
           c.original_price as "originalPrice", cp.price as "cityPrice", c.min_hours as "minHours",
           c.recommended, c.max_quantity as "maxQuantity", c.questions,
           coalesce((select json_agg(json_build_object('id', p.city_id, 'price', p.price) order by p.city_id)
                     from customization_city_prices p where p.customization_id = c.id), '[]'::json) as "cityTags",
           coalesce((select json_agg(s.city_id order by s.city_id)
                     from experience_cities s join cities ci on ci.id = s.city_id and ci.is_active
                     where s.experience_id = e.id), '[]'::json) as "availableCities"
    from experiences e
    left join (experience_customizations ec join customizations c on c.id = ec.customization_id and ${inCategory})
           on ec.experience_id = e.id
    left join customization_city_prices cp on cp.customization_id = c.id and cp.city_id = ${key.cityId}
    where ${match} and e.is_active
    order by c.category = 'Recommended' desc, ec.sort_order, c.id`,
  );
  const [first] = rows;
  if (!first) return undefined;
  return {
    experience: { id: first.experienceId, name: first.experienceName, soldInCity: first.soldInCity },
    rows: rows.flatMap(({ experienceId: _, experienceName: __, soldInCity: ___, id, ...row }) =>
      id === null ? [] : [{ id, ...row }],
    ),
  };
}

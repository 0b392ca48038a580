import type { Customization, CustomizationsByCategory } from '@store/contract';
import type { OfferedCustomizationRow as Row } from './customizations.repository';

export function toCustomization(r: Row): Customization {
  return {
    customization_id: r.id,
    name: r.name,
    description: r.description,
    type: r.type,
    category: r.category || 'Recommended',
    parent_category: r.parentCategory || 'Recommended',
    entity_type: r.entityType,
    image_url: r.imageUrl,
    image_lg_url: r.imageLgUrl,
    // A city price replaces the base price when above 0 (docs/product.md, "Prices: city prices and surges").
    price: r.cityPrice !== null && r.cityPrice > 0 ? r.cityPrice : r.price,
    original_price: r.originalPrice,
    min_hours: r.minHours,
    recommended: r.recommended,
    quantity: r.type === 'single_select' ? 1 : r.maxQuantity,
    available_cities: r.availableCities,
    city_tags: r.cityTags,
    questions: r.questions,
  };
}

/** Rows arrive Recommended first and in catalogue order; groups keep the order they first appear in. */
export function groupByCategory(experienceId: number, rows: readonly Row[]): CustomizationsByCategory {
  const groups = new Map<string, CustomizationsByCategory['categories'][number]>();
  for (const row of rows) {
    const item = toCustomization(row);
    const group = groups.get(item.category) ?? {
      category: item.category,
      parent_category: item.parent_category,
      customizations: [],
    };
    group.customizations.push(item);
    groups.set(item.category, group);
  }
  return { experience_id: experienceId, categories: [...groups.values()] };
}

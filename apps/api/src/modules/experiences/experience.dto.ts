import type { City, ExperienceDetail } from '@store/contract';
import { cancellationPolicyOf, experiencePageUrl, refundSchedule, roundRating } from '@store/domain';
import { toCity } from '../cities';
import type { findExperiencePage } from './experience.repository';

/** One experience page's row: the experience, its category and what the page lists with it. */
export type ExperienceRows = NonNullable<Awaited<ReturnType<typeof findExperiencePage>>>;

export function toExperienceDetail(rows: ExperienceRows, requested: City): ExperienceDetail {
  const { experience, category } = rows;
  const here = rows.cities.find((c) => c.id === requested.id);
  return {
    id: experience.id,
    name: experience.name,
    short_link: experience.shortLink,
    page_url: experiencePageUrl(experience.id, requested.city_short_name, experience.shortLink),
    subtitle: experience.subtitle,
    category: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      price_on_request: category.priceOnRequest,
    },
    tags: rows.tags,
    about: experience.about,
    inclusions: experience.inclusions,
    faq: experience.faq,
    need_to_know: experience.needToKnow,
    cancellation_policy: experience.cancellationPolicy,
    cancellation_steps: refundSchedule(
      cancellationPolicyOf(
        rows.ownPolicy ?? { fullRefundHours: null, lateRefundPercent: null, cutoffHours: null },
      ),
    ).map((s) => ({ from_hours: s.fromHours, percent: s.percent })),
    video_url: experience.videoUrl,
    featured_image: experience.featuredImage,
    alt_text: experience.altText,
    gallery: rows.gallery.map((g) => ({ url: g.url, alt_text: g.altText })),
    badge: experience.badge,
    // A city-specific price replaces the base price when above 0 (docs/product.md, "Prices: city
    // prices and surges").
    price: here && here.cityPrice > 0 ? here.cityPrice : experience.price,
    exp_original_price: experience.originalPrice,
    min_hours: experience.minHours,
    pincode_category: experience.pincodeCategory,
    courier: experience.courier,
    cod_available: experience.codAvailable,
    rating: {
      score: roundRating(rows.averageRating),
      count: rows.reviewCount,
    },
    reviews: rows.reviews.map((r) => ({
      id: r.id,
      customer_name: r.customerName,
      rating: r.rating,
      body: r.body,
      created_at: new Date(r.createdAt).toISOString(),
      images: r.images,
      verified: r.verified,
    })),
    city: here ? { ...toCity(here), locality: here.locality } : null,
    available_cities: rows.cities.map(toCity),
  };
}

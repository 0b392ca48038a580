import type { BookingQuote, bookingDraft, City } from '@store/contract';
import type { DraftPrice } from '@store/domain';
import { needsPincode, to12Hour } from '@store/domain';
import type { z } from 'zod';
import type { SellableExperience } from '../catalogue';

type QuoteParts = {
  experience: SellableExperience;
  city: City;
  draft: z.output<typeof bookingDraft>;
  chosen: { date: string; slotId: number; startTime: string; endTime: string } | null;
  surge: { taskPercent: number; customizationPercent: number };
  deliveryCharges: number;
  deliveryText: string;
  price: DraftPrice;
};

export function toBookingQuote(p: QuoteParts): BookingQuote {
  const { experience: e } = p;
  return {
    experience_id: e.id,
    experience_name: e.name,
    featured_image: e.featuredImage,
    city_id: p.city.id,
    selected_city: p.city.city_short_name,
    date: p.chosen?.date ?? null,
    slot_id: p.chosen?.slotId ?? null,
    time: p.chosen ? `${to12Hour(p.chosen.startTime)} - ${to12Hour(p.chosen.endTime)}` : null,
    pincode: needsPincode(e.pincodeCategory) ? (p.draft.pincode ?? null) : null,
    quantity: p.draft.quantity,
    exp_original_price: e.originalPrice,
    base_price: e.basePrice,
    task_dynamic_percentage: p.surge.taskPercent,
    customization_dynamic_percentage: p.surge.customizationPercent,
    experience_amount: p.price.experienceAmount,
    task_surge: p.price.taskSurge,
    customization_surge: p.price.customizationSurge,
    delivery_charges: p.deliveryCharges,
    delivery_text: p.deliveryText,
    courier: e.courier,
    cod_available: e.codAvailable,
    offline_available: e.offlineBooking,
    customizations: p.price.customizations,
    amount: p.price.amount,
    tag_source: p.draft.tag_source ?? null,
  };
}

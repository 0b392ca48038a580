import { EMAIL_PATTERN, MOBILE_PATTERN } from '@store/domain';
import { z } from 'zod';
import { id, text } from './bounds';
import { positiveIntString } from './params';

/** Six digits; anything else is a 400 naming `pincode`. */
export const pincodeField = text(20, 'pincode').regex(/^[0-9]{6}$/, 'pincode must be 6 digits');
/** A real calendar day as YYYY-MM-DD: 2026-02-31 is a 400 here, never a database error. */
export const ymd = text(20, 'date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
  }, 'date is not a real calendar day');
export const hhmm = (field: string) =>
  text(20, field).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${field} must be HH:MM`);
const positiveInt = id();

// ── POST /v3/check-pincode-for-task ──
export const checkPincodeBody = z.object({
  pincode: pincodeField,
  /** The experience (task) being booked; a pincode charge may depend on it later. */
  experience_id: positiveInt,
});

export const pincodeResult = z.object({
  pincode: z.string(),
  /** Rupees; -1 means not serviceable (docs/product.md, "Prices: city prices and surges"). */
  additional_delivery_charge: z.number().int(),
  /** Empty when serviceable. */
  error_message: z.string(),
  /** 'free', or "For this pincode you have to pay delivery charge of ₹{amount}"; empty when not served. */
  delivery_text: z.string(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PincodeResult = z.infer<typeof pincodeResult>;

// ── GET /v2/experience/{id}/slots ──
export const slotTime = z.object({
  slot_id: z.number().int(),
  /** HH:MM:SS, local time of the city. */
  start_time: z.string(),
  end_time: z.string(),
  /** 12-hour text, e.g. '7:00 PM - 9:30 PM'. */
  display_time: z.string(),
  /** Places left; 0 when full or closed by the min_hours cut-off. */
  available: z.number().int(),
  is_available: z.boolean(),
});
export type SlotTime = z.infer<typeof slotTime>;

export const slotDate = z.object({
  /** Y-M-D (docs/product.md, "Orders as stored"). */
  date: z.string(),
  /** Slots that can still be booked that day; 0 means the date cannot be picked. */
  available_slots: z.number().int(),
  /** The price calendar: the surge of that date and the experience price it gives in this city. */
  task_dynamic_percentage: z.number(),
  customization_dynamic_percentage: z.number(),
  price: z.number().int(),
  slots: z.array(slotTime),
});
export type SlotDate = z.infer<typeof slotDate>;

export const experienceSlots = z.object({
  experience_id: z.number().int(),
  city_id: z.number().int(),
  time_zone: z.string(),
  min_hours: z.number().int(),
  /** The experience's price in this city before surge. */
  base_price: z.number().int(),
  dates: z.array(slotDate),
});
export type ExperienceSlots = z.infer<typeof experienceSlots>;

// ── POST /v5/experience/create-task-slot (agents and operators) ──
export const createTaskSlotBody = z.object({
  experience_id: positiveInt,
  city_id: positiveInt,
  date: ymd,
  start_time: hhmm('start_time'),
  end_time: hhmm('end_time'),
  capacity: z.number().int().min(1).max(1000),
});
export type CreateTaskSlotBody = z.infer<typeof createTaskSlotBody>;
export const createdTaskSlot = z.object({
  slot_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  available: z.number().int(),
});

// ── Customizations (docs/product.md, "Add-ons (customizations)") ──
export const selectionQuestion = z.object({
  question_id: z.number().int(),
  question: z.string(),
  choices: z.array(z.string()),
  limit: z.number().int().nullable(),
});
export type SelectionQuestion = z.infer<typeof selectionQuestion>;

export const customization = z.object({
  customization_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** single_select | multi_select | text | quantity */
  type: z.string(),
  category: z.string(),
  parent_category: z.string(),
  entity_type: z.string(),
  image_url: z.string(),
  image_lg_url: z.string(),
  /** The price in the requested city (the city price when above 0), before any date surge. */
  price: z.number().int(),
  original_price: z.number().int(),
  min_hours: z.number().int(),
  recommended: z.boolean(),
  /** The most a customer may take (1 for single_select; the longest answer for text). */
  quantity: z.number().int(),
  available_cities: z.array(z.number().int()),
  city_tags: z.array(z.object({ id: z.number().int(), price: z.number().int() })),
  questions: z.array(selectionQuestion),
});
export type Customization = z.infer<typeof customization>;

export const customizationCategory = z.object({
  category: z.string(),
  parent_category: z.string(),
  customizations: z.array(customization),
});
export const customizationsByCategory = z.object({
  experience_id: z.number().int(),
  categories: z.array(customizationCategory),
});
export type CustomizationsByCategory = z.infer<typeof customizationsByCategory>;
export const customizationList = z.array(customization);

/** /v5/getCustomizationInfoByCategory/{a}/{b}: a is the experience id, b the category name. */
export const customizationCategoryParams = z.object({
  a: positiveIntString('a'),
  b: text(100, 'b').trim().min(1, 'b (the category) is required'),
});
/** /v5/getCustomizations/slug/{a}/{b}: a is the experience short link, b the city short name. */
export const customizationSlugParams = z.object({
  a: text(200, 'a').trim().min(1, 'a (the short link) is required'),
  b: text(100, 'b').trim().min(1, 'b (the city) is required'),
});

// ── The booking draft and its server price ──
export const draftCustomization = z.object({
  customization_id: positiveInt,
  quantity: z.number().int().min(1).max(10_000),
  /** Text add-ons: the answer (its cleaned length is the quantity); multi_select: the chosen options. */
  answer: text(10_000, 'answer').optional(),
  choices: z.array(text(500, 'choices')).max(100).optional(),
});
export type DraftCustomization = z.infer<typeof draftCustomization>;

export const bookingDraft = z.object({
  experience_id: positiveInt,
  /** Omitted for items that need no date (courier gifts). */
  date: ymd.optional(),
  slot_id: positiveInt.optional(),
  pincode: pincodeField.optional(),
  quantity: z.number().int().min(1, 'quantity must be at least 1').max(100).default(1),
  customizations: z.array(draftCustomization).max(50).default([]),
  tag_source: text(100, 'tag_source').optional(),
});
export type BookingDraft = z.input<typeof bookingDraft>;

export const pricedCustomization = z.object({
  customization_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
  answer: z.string().optional(),
  choices: z.array(z.string()).optional(),
});

/**
 * POST /v5/booking/quote: the server's price of a draft (docs/product.md, "Prices: city prices and
 * surges").
 */
export const bookingQuote = z.object({
  experience_id: z.number().int(),
  experience_name: z.string(),
  featured_image: z.string(),
  city_id: z.number().int(),
  selected_city: z.string(),
  date: z.string().nullable(),
  slot_id: z.number().int().nullable(),
  time: z.string().nullable(),
  pincode: z.string().nullable(),
  quantity: z.number().int(),
  /** The experience price in this city before surge, and the struck-out price. */
  exp_original_price: z.number().int(),
  base_price: z.number().int(),
  task_dynamic_percentage: z.number(),
  customization_dynamic_percentage: z.number(),
  /** Surged experience price per unit. */
  experience_amount: z.number().int(),
  /** Rupees the surge adds: to the experience (all units) and to the customizations. */
  task_surge: z.number().int(),
  customization_surge: z.number().int(),
  delivery_charges: z.number().int(),
  delivery_text: z.string(),
  courier: z.boolean(),
  cod_available: z.boolean(),
  /**
   * The customer may book it now and confirm later themselves (agents may for a customer anywhere).
   * False in checkout links priced before the store said so.
   */
  offline_available: z.boolean().default(false),
  customizations: z.array(pricedCustomization),
  /** Surged price × quantity + delivery + Σ customization price × quantity. */
  amount: z.number().int(),
  tag_source: z.string().nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuote>;

// ── POST /v5/enquire-now (group bookings) ──
export const enquiryBody = z.object({
  experience_id: positiveInt.optional(),
  name: text(100, 'name').trim().min(1, 'name is required'),
  mobile: text(20, 'mobile').regex(MOBILE_PATTERN, 'mobile must be a 10-digit Indian mobile number'),
  email: text(200, 'email').regex(EMAIL_PATTERN, 'email is not valid').optional(),
  group_size: z.number().int().min(2, 'group_size must be at least 2').max(10_000),
  date: ymd.optional(),
  message: text(2000, 'message').default(''),
});
export type EnquiryBody = z.input<typeof enquiryBody>;
export const enquiryReceipt = z.object({ enquiry_id: z.number().int() });

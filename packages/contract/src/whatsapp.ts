import { z } from 'zod';
import { id } from './bounds';

// ── POST /v2/add-whatsapp-user (docs/product.md, "Checkout") ──
export const whatsappOptInBody = z.object({
  user_id: id(),
  /** The checkbox: true (or 1) to get booking updates on WhatsApp. */
  checked: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((value) => value === true || value === 1),
});

export const whatsappOptIn = z.object({
  user_id: z.number().int(),
  checked: z.boolean(),
  updated_at: z.string(),
});
export type WhatsappOptIn = z.infer<typeof whatsappOptIn>;

import { z } from 'zod';

/** One anonymised recent order: never a customer's name, mobile or id. */
export const orderNotification = z.object({
  /** The order id, for keys and de-duplication in the popup. */
  id: z.number().int(),
  /** "Someone in {locality} booked {experience name}" */
  text: z.string(),
  experience_name: z.string(),
  page_url: z.string(),
  image_url: z.string(),
  minutes_ago: z.number().int().min(0),
  locality: z.string(),
});
export type OrderNotification = z.infer<typeof orderNotification>;

/** GET /v2/orders-notification: up to 10 orders of the last 7 days in the city, newest first. */
export const orderNotifications = z.object({ notifications: z.array(orderNotification) });
export type OrderNotifications = z.infer<typeof orderNotifications>;

import { z } from 'zod';
import { draftCustomization } from './booking';
import { int4 } from './bounds';

// ── POST /v5/booking/book_order_customisation/{id} ──
/** Add-ons bought for a booking already paid: the same lines as a draft's, and the price seen. */
export const customizationOrderBody = z.object({
  customizations: z.array(draftCustomization).min(1, 'customizations needs at least one add-on').max(50),
  /** What the customer will pay: must equal the server's price of the add-ons. */
  amount: int4().min(0, 'amount must be whole rupees'),
});

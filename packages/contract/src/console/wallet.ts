import { WALLET_ADJUSTMENTS } from '@store/domain';
import { z } from 'zod';
import { text } from '../bounds';
import { walletTransaction } from '../profile';
import { operatorRupees } from './money';
import { pageOf, pageQuery } from './paging';
import { person } from './people';

// ── GET /admin/v1/people/{id}: one person, with their wallet balance and how many orders they have ──
export const personDetail = person.extend({
  wallet_balance: z.number().int(),
  order_count: z.number().int().min(0),
});
export type PersonDetail = z.infer<typeof personDetail>;

// ── GET /admin/v1/people/{id}/wallet: the ledger, newest first, each row with the balance after it ──
/** A ledger row as the customer's own wallet shows it (the store's `walletTransaction`). */
export const walletRow = walletTransaction;
export const walletListQuery = pageQuery.omit({ q: true });
export const walletList = pageOf(walletRow).extend({ balance: z.number().int() });

// ── POST /admin/v1/people/{id}/wallet: an operator's credit or debit, with the reason the customer sees ──
export const walletAdjustmentBody = z.object({
  kind: z.enum(WALLET_ADJUSTMENTS, { error: "kind must be 'credit' or 'debit'" }),
  /** Whole rupees, above zero and at most the operator's cap: `kind` says which way. */
  amount: operatorRupees('amount'),
  reason: text(200, 'reason').trim().min(3, 'reason must say why (3 characters or more)'),
});

// ── Credits above the operator's cap: a request another admin approves or declines (four eyes) ──
export const walletCredit = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  requested_by: z.number().int(),
  status: z.enum(['applied', 'pending', 'approved', 'declined']),
  decided_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletCredit = z.infer<typeof walletCredit>;
/** GET /admin/v1/wallet-credits: the credits waiting for an admin, oldest first. */
export const walletCreditList = z.object({ items: z.array(walletCredit) });

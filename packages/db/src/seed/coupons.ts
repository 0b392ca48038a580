import type { coupons, giftCodes, walletTransactions } from '../schema';
import { DELHI } from './cities';
import { addDays, istInstant } from './random';

type CouponRow = typeof coupons.$inferInsert;
type WalletRow = typeof walletTransactions.$inferInsert;
type GiftCodeRow = typeof giftCodes.$inferInsert;

/** Store coupons around the seed day: usable, scoped, limited, expired, and one user's voucher. */
export function couponRows(today: string): CouponRow[] {
  const from = istInstant(addDays(today, -30), 0);
  const until = istInstant(addDays(today, 60), 0);
  return [
    {
      id: 1,
      code: 'WELCOME10',
      description: '10% off your first celebration, up to ₹500',
      kind: 'percent',
      value: 10,
      maxDiscount: 500,
      minOrder: 999,
      validFrom: from,
      validUntil: until,
      totalLimit: 1000,
      perUserLimit: 1,
    },
    {
      id: 2,
      code: 'FLAT300',
      description: '₹300 off orders of ₹2,499 or more',
      kind: 'flat',
      value: 300,
      minOrder: 2499,
      validFrom: from,
      validUntil: until,
      totalLimit: null,
      perUserLimit: 3,
    },
    {
      id: 3,
      code: 'DELHI15',
      description: '15% off in Delhi NCR, up to ₹750',
      kind: 'percent',
      value: 15,
      maxDiscount: 750,
      minOrder: 1499,
      validFrom: from,
      validUntil: until,
      totalLimit: 500,
      perUserLimit: 1,
      cityId: DELHI,
    },
    {
      id: 4,
      code: 'DIWALI25',
      description: 'The festival offer (ended)',
      kind: 'percent',
      value: 25,
      maxDiscount: 1000,
      minOrder: 999,
      validFrom: istInstant(addDays(today, -60), 0),
      validUntil: istInstant(addDays(today, -20), 0),
      totalLimit: null,
      perUserLimit: 1,
    },
    {
      id: 5,
      code: 'AARAV200',
      description: 'Your ₹200 voucher',
      kind: 'flat',
      value: 200,
      minOrder: 0,
      validFrom: from,
      validUntil: until,
      totalLimit: 1,
      perUserLimit: 1,
      ownerId: 2,
    },
  ];
}

/** Referral credits already in two customers' wallets. */
export function walletRows(today: string): WalletRow[] {
  const at = istInstant(addDays(today, -10), 600);
  return [
    { id: 1, userId: 2, amount: 500, kind: 'referral', note: 'Referral bonus', createdAt: at },
    { id: 2, userId: 3, amount: 300, kind: 'referral', note: 'Referral bonus', createdAt: at },
  ];
}

/**
 * Gift codes to redeem: one into wallet money, one into a voucher, one that ran out unredeemed, and
 * a batch of Rs 250 gift cards (GIFTCARD01 to GIFTCARD06) as a shop would sell them.
 */
export function giftCodeRows(today: string): GiftCodeRow[] {
  const until = istInstant(addDays(today, 90), 0);
  const cards: GiftCodeRow[] = Array.from({ length: 6 }, (_, i) => ({
    id: 11 + i,
    code: `GIFTCARD0${i + 1}`,
    kind: 'wallet',
    value: 250,
    validUntil: until,
  }));
  return [
    { id: 1, code: 'GIFT500WALLET', kind: 'wallet', value: 500, validUntil: until },
    { id: 2, code: 'GIFT750VOUCHER', kind: 'voucher', value: 750, validUntil: until, voucherDays: 120 },
    { id: 3, code: 'GIFTEXPIRED', kind: 'wallet', value: 300, validUntil: istInstant(addDays(today, -1), 0) },
    ...cards,
  ];
}

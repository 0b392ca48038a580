import { OCCASIONS, RELATIONS, WISHLIST_FETCH_SIZE } from '@store/domain';
import { z } from 'zod';
import { mobileField, otpField } from './accounts';
import { id, text } from './bounds';
import { featuredCard } from './featured-card';
import { positiveIntString } from './params';
import { pagingInt } from './reviews';

// The customer's account area: its profile, addresses and gift-code redemption (docs/http-contract.md).
// Every call answers for the signed-in customer only; another customer's id is a 404.

const ymd = z.string().describe('YYYY-MM-DD');

/** page (default 1) and size (default 10, at most 50) of a list. */
export const accountPageQuery = z.object({
  page: pagingInt('page', 1),
  size: pagingInt('size', 10, 50),
});

// ── Bookings ──
export const accountOrder = z.object({
  id: z.number().int(),
  status: z.string(),
  /** The state as the customer reads it ('Confirmed', 'Awaiting payment', ...). */
  status_label: z.string(),
  experience_id: z.number().int(),
  experience_name: z.string(),
  featured_image: z.string(),
  date: ymd.nullable(),
  /** '7:00 PM - 10:00 PM', or null without a slot. */
  time: z.string().nullable(),
  quantity: z.number().int(),
  amount: z.number().int(),
  payable: z.number().int(),
  payment_method: z.string(),
  /** Where to reach operations about this order: the city's support number. */
  ops_contact: z.string(),
  /** The order's tracking page. */
  track_url: z.string(),
  created_at: z.string(),
});
export const accountOrders = z.object({
  orders: z.array(accountOrder),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AccountOrder = z.infer<typeof accountOrder>;

// ── Vouchers and the wallet ──
/** A coupon's terms as its readers see them: the customer's vouchers, the console's coupons. */
export const couponTerms = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['flat', 'percent']),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
});
export const userVoucher = couponTerms.extend({
  /** Usable now: active, within its dates and not used up. */
  is_valid: z.boolean(),
  used: z.boolean(),
});
export const userVouchers = z.object({ coupons: z.array(userVoucher) });

export const walletTransaction = z.object({
  id: z.number().int(),
  /** Rupees: credits positive, debits negative. */
  amount: z.number().int(),
  kind: z.string(),
  note: z.string(),
  order_id: z.number().int().nullable(),
  /** The balance right after this transaction. */
  balance: z.number().int(),
  created_at: z.string(),
});
export const walletTransactions = z.object({
  balance: z.number().int(),
  transactions: z.array(walletTransaction),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

// ── Saved occasions ──
export const userDateBody = z.object({
  occasion: z.enum(OCCASIONS, { error: `occasion must be one of: ${OCCASIONS.join(', ')}` }),
  relation: z.enum(RELATIONS, { error: `relation must be one of: ${RELATIONS.join(', ')}` }),
  /** Whose occasion it is; may be empty. */
  name: text(60, 'name').trim().default(''),
  date: text(10, 'date', { required: 'date is required' }),
});
export const userDate = z.object({
  id: z.number().int(),
  occasion: z.string(),
  relation: z.string(),
  name: z.string(),
  date: ymd,
});
export const userDates = z.object({ dates_user: z.array(userDate) });
export const userDateQuestions = z.object({
  occasions: z.array(z.string()),
  relations: z.array(z.string()),
});
export type UserDate = z.infer<typeof userDate>;

// ── Wishlist ──
export const wishlistToggled = z.object({ experience_id: z.number().int(), is_wishlisted: z.boolean() });
export const wishlistParams = z.object({ userId: positiveIntString('userId') });
export const wishlistQuery = z.object({
  page: pagingInt('page', 1),
  size: pagingInt('size', WISHLIST_FETCH_SIZE, WISHLIST_FETCH_SIZE),
});
/** Cards are priced for the CITY header's city, as every catalogue call. */
export const wishlistResult = z.object({
  experiences: z.array(featuredCard),
  /** Every wishlisted experience id, for the hearts on any page. */
  ids: z.array(z.number().int()),
  total: z.number().int(),
});

// ── Addresses ──
const coordinate = (field: string, limit: number) =>
  z
    .number({ error: `${field} is required: pick the place on the map` })
    .min(-limit, `${field} must be between -${limit} and ${limit}`)
    .max(limit, `${field} must be between -${limit} and ${limit}`);
export const addressBody = z.object({
  city_id: id(),
  pincode: text(10, 'pincode', { required: 'pincode is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'pincode must be 6 digits'),
  name: text(80, 'name', { required: 'name is required' }).trim().min(1, 'name is required'),
  mobile: mobileField,
  line1: text(200, 'line1', { required: 'line1 is required' })
    .trim()
    .min(3, 'line1 needs the house or flat and building'),
  line2: text(200, 'line2').trim().default(''),
  landmark: text(120, 'landmark').trim().default(''),
  label: z.enum(['home', 'work', 'other'], { error: 'label must be home, work or other' }).default('home'),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});
export const customerAddress = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  city_name: z.string(),
  pincode: z.string(),
  name: z.string(),
  mobile: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const customerAddresses = z.object({ addresses: z.array(customerAddress) });
export const addressQuery = z.object({ city_id: positiveIntString('city_id').optional() });
export type CustomerAddress = z.infer<typeof customerAddress>;

// ── Gift codes and referral ──
export const redeemBody = z.object({
  code: text(40, 'code', { required: 'code is required' })
    .trim()
    .min(4, 'code must have at least 4 characters'),
});
export const redeemed = z.object({
  kind: z.enum(['wallet', 'voucher']),
  amount: z.number().int(),
  /** The wallet balance after a wallet credit. */
  wallet_money: z.number().int(),
  /** The voucher made, for a voucher gift. */
  voucher: userVoucher.nullable(),
});
export const referralSummary = z.object({
  /** The web builds the share link and message from it (domain's referralLink, referralMessage). */
  referral_code: z.string(),
  /** Rupees each side gets. */
  referrer_credit: z.number().int(),
  friend_credit: z.number().int(),
  /** Each friend who joined with the code: pending until their first paid order, then what it paid. */
  friends: z.array(
    z.object({
      first_name: z.string(),
      joined_at: z.string(),
      pending: z.boolean(),
      credit: z.number().int(),
    }),
  ),
  /** Rupees this customer has earned from referrals. */
  earned: z.number().int(),
});

// ── Your data (India's DPDP Act 2023: a copy of one's data, and erasure) ──
/** GET /v2/user/export: everything the store keeps about the customer, as one JSON document. */
export const dataExport = z.object({
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    referral_code: z.string(),
    created_at: z.string(),
  }),
  addresses: z.array(customerAddress),
  dates: z.array(userDate),
  wishlist: z.array(z.number().int()),
  orders: z.array(accountOrder),
  wallet: z.object({ balance: z.number().int(), transactions: z.array(walletTransaction) }),
  vouchers: z.array(userVoucher),
  referrals: referralSummary,
  /** What they answered for their bookings' questions. */
  answers: z.array(z.object({ order_id: z.number().int(), question: z.string(), answer: z.string() })),
  /** What they said of completed bookings. */
  feedback: z.array(
    z.object({
      order_id: z.number().int(),
      rating: z.number().int(),
      comment: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The forms they sent signed in or with their number or address (contact, requirement, feedback). */
  forms: z.array(z.object({ kind: z.string(), message: z.string(), created_at: z.string() })),
  /** The photos the team took of their bookings' setups (their addresses on the API). */
  photos: z.array(z.object({ order_id: z.number().int(), path: z.string(), created_at: z.string() })),
});
export type DataExport = z.infer<typeof dataExport>;

/**
 * POST /v2/user/delete_account: the word DELETE and the code just texted to the account's mobile
 * (POST /v2/user/delete_account/send_otp): a session alone, left open on a shared computer or
 * stolen, cannot erase a person.
 */
export const deleteAccountBody = z.object({
  confirm: z.literal('DELETE', { error: 'confirm must be the word DELETE' }),
  otp: otpField,
});

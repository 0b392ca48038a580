import type { OrderState } from '../orders/order-process';

/**
 * The service accounting code printed on invoices: 998596, "events, exhibitions, conventions and
 * trade shows organisation and assistance services". What the store sells is arranging a party or
 * an occasion at the customer's place (the decoration set up, the vendor sent, the add-ons brought),
 * which is organising and assisting an event; the decoration is not sold as goods on its own.
 */
export const EVENT_SERVICES_SAC = '998596';

/** A GST state: its two-digit code (the first two digits of every GSTIN registered there) and name. */
export type GstState = { code: string; name: string };

/**
 * The state each city the store sells in lies in, by the city's short name: the place of supply of
 * a service at an event is where the event happens. Delhi NCR is taken as Delhi.
 */
const CITY_STATES: Readonly<Record<string, GstState>> = {
  'delhi-ncr': { code: '07', name: 'Delhi' },
  mumbai: { code: '27', name: 'Maharashtra' },
  pune: { code: '27', name: 'Maharashtra' },
  bangalore: { code: '29', name: 'Karnataka' },
  hyderabad: { code: '36', name: 'Telangana' },
};

const STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(CITY_STATES).map((state) => [state.code, state.name]),
);

/** The state of a city by its short name; undefined for a city the table does not know yet. */
export function stateOfCity(cityShortName: string): GstState | undefined {
  return CITY_STATES[cityShortName];
}

/** A GSTIN's form: 2-digit state, 10-character PAN, entity number, Z, check character. */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Whether a GSTIN is well formed and its last character is its check character (base-36 Luhn). */
export function isGstin(value: string): boolean {
  if (!GSTIN.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(value.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36) === value.charAt(14);
}

/** The state a GSTIN is registered in. */
export function stateOfGstin(gstin: string): GstState {
  const code = gstin.slice(0, 2);
  return { code, name: STATE_NAMES[code] ?? `State ${code}` };
}

/** Paid and going ahead: an online or offline booking once placed (cash on delivery once completed). */
export const INVOICE_DUE_STATES = [
  'placed',
  'sent_to_vendor',
  'accepted',
  'rejected',
  'on_the_way',
  'completed',
] as const satisfies readonly OrderState[];
const INVOICED_ONLINE: ReadonlySet<OrderState> = new Set<OrderState>(INVOICE_DUE_STATES);

/**
 * Whether an order has earned its tax invoice: it is paid (online, or confirmed offline) and
 * going ahead, or, paid on delivery, completed. An invoice once issued stays the order's for good,
 * whatever happens to it after (a refund gets a credit note against it).
 */
export function isInvoiceDue(state: OrderState, paymentMethod: 'online' | 'cod' | 'offline'): boolean {
  return paymentMethod === 'cod' ? state === 'completed' : INVOICED_ONLINE.has(state);
}

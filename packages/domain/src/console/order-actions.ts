import { decideOrder } from '../orders/order-events';
import type { OrderState } from '../orders/order-process';
import type { Rupees } from '../pricing/money';
import { refundOffered } from '../refunds/refund-money';

/** What the console knows of an order when it offers actions on it. */
export type ActionableOrder = {
  readonly state: OrderState;
  /** 'booking', or 'customisation' (add-ons bought later: they follow their booking). */
  readonly kind: string;
  readonly paymentMethod: string;
  /** A vendor was asked and has not answered yet. */
  readonly openRequest: boolean;
  readonly cashCollected: boolean;
  /** Online money not yet given back, and whether a refund of it is on its way now. */
  readonly refundable: Rupees;
  readonly refundInFlight: boolean;
};

export type ConsoleOrderActions = {
  readonly assign_vendor: boolean;
  readonly resend_request: boolean;
  readonly cancel: boolean;
  readonly complete: boolean;
  readonly cash_collected: boolean;
  readonly refund: boolean;
};

const allowed = (state: OrderState, event: Parameters<typeof decideOrder>[1]) => decideOrder(state, event).ok;

/**
 * The console's actions an order takes now, asked of the order process itself, so a button is
 * offered exactly when the API would do it. Add-ons are cancelled, moved and served with their booking.
 */
export function consoleOrderActions(o: ActionableOrder): ConsoleOrderActions {
  const booking = o.kind === 'booking';
  return {
    assign_vendor: booking && allowed(o.state, { type: 'vendor_assigned', by: 'an operator' }),
    resend_request: booking && o.state === 'sent_to_vendor' && o.openRequest,
    cancel: booking && allowed(o.state, { type: 'cancelled', by: 'an operator', paidOnline: false }),
    complete: booking && allowed(o.state, { type: 'completed' }),
    cash_collected:
      !o.cashCollected && allowed(o.state, { type: 'cash_collected', method: o.paymentMethod as 'cod' }),
    refund: refundOffered({ state: o.state, refundable: o.refundable, inFlight: o.refundInFlight }),
  };
}

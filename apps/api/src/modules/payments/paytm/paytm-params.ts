import type { PaytmConfig } from '../../payment-provider';

/** What Paytm's checkout form carries for one order, before its CHECKSUMHASH. */
export type PaytmParams = {
  MID: string;
  ORDER_ID: string;
  CUST_ID: string;
  INDUSTRY_TYPE_ID: string;
  CHANNEL_ID: string;
  TXN_AMOUNT: string;
  WEBSITE: string;
  CALLBACK_URL: string;
  MOBILE_NO?: string;
  EMAIL?: string;
};

/** Paytm wants rupees with two decimals; our money is whole rupees, so the paise are always 00. */
export function paytmAmount(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new Error(`not whole rupees: ${rupees}`);
  return `${rupees}.00`;
}

/** The order's transaction parameters; empty optional fields are left out rather than sent blank. */
export function paytmParams(
  config: PaytmConfig,
  order: {
    orderId: number;
    customerId: number;
    amount: number;
    mobile?: string | null;
    email?: string | null;
  },
): PaytmParams {
  return {
    MID: config.mid,
    ORDER_ID: String(order.orderId),
    CUST_ID: `CUST${order.customerId}`,
    INDUSTRY_TYPE_ID: config.industryType,
    CHANNEL_ID: config.channelId,
    TXN_AMOUNT: paytmAmount(order.amount),
    WEBSITE: config.website,
    CALLBACK_URL: config.callbackUrl.replaceAll('{order_id}', String(order.orderId)),
    ...(order.mobile && { MOBILE_NO: order.mobile }),
    ...(order.email && { EMAIL: order.email }),
  };
}

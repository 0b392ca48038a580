import Razorpay from 'razorpay';
import type { PaymentConfig } from '../payment-config';
import type { PaymentProvider } from '../provider';

const TIMEOUT_MS = 10_000;

type SdkFailure = { statusCode?: number; error?: { code?: string; description?: string } };

/**
 * The SDK rejects with a plain `{ statusCode, error }` (or a TypeError when nothing answered); a
 * plain Error keeps Razorpay's status from reaching our client as if it were the customer's fault.
 */
function providerFailure(action: string, cause: unknown): Error {
  const failure = (cause ?? {}) as SdkFailure;
  const detail = failure.error?.description ?? (cause instanceof Error ? cause.message : 'no answer');
  const status = failure.statusCode ? ` (HTTP ${failure.statusCode})` : '';
  return new Error(`Razorpay ${action} failed${status}: ${detail}`, { cause });
}

/** The official SDK with our key; its host is fixed, so tests move the client's base URL instead. */
function razorpayClient(config: PaymentConfig): Razorpay {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  if (config.apiUrl) http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = TIMEOUT_MS;
  return client;
}

/** Razorpay's orders API behind the store's PaymentProvider (DESIGN.md section 2). */
export function razorpayProvider(config: PaymentConfig): PaymentProvider {
  const client = razorpayClient(config);
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency, receipt });
        return { providerOrderId: order.id };
      } catch (cause) {
        throw providerFailure('order creation', cause);
      }
    },
    async capturedPayment(providerOrderId) {
      let items: Awaited<ReturnType<typeof client.orders.fetchPayments>>['items'];
      try {
        ({ items } = await client.orders.fetchPayments(providerOrderId));
      } catch (cause) {
        throw providerFailure(`payments of ${providerOrderId}`, cause);
      }
      const captured = items.find((payment) => payment.status === 'captured');
      return captured
        ? { paymentId: captured.id, amountPaise: Number(captured.amount), currency: captured.currency }
        : undefined;
    },
  };
}

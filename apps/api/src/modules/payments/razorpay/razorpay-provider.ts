import { DomainError } from '@store/domain';
import Razorpay from 'razorpay';
import {
  PAYMENT_TIMEOUT_MS,
  type PaymentConfig,
  type PaymentProvider,
  ProviderUnavailable,
} from '../../payment-provider';

type SdkFailure = { statusCode?: number; error?: { code?: string; description?: string } };

/** No answer (down, timed out), or Razorpay's own trouble (5xx, 429): not a request of ours it refused. */
function isUnavailable(cause: unknown): boolean {
  const status = (cause as SdkFailure | undefined)?.statusCode;
  return status === undefined || status >= 500 || status === 429;
}

/**
 * The SDK rejects with a plain `{ statusCode, error }` (or a TypeError when nothing answered); a
 * plain Error keeps Razorpay's status from reaching our client as if it were the customer's fault.
 * Razorpay unavailable is a ProviderUnavailable: a job stops asking it for the rest of its pass.
 */
function providerFailure(action: string, cause: unknown): Error {
  const failure = (cause ?? {}) as SdkFailure;
  const detail = failure.error?.description ?? (cause instanceof Error ? cause.message : 'no answer');
  const status = failure.statusCode ? ` (HTTP ${failure.statusCode})` : '';
  const Failure = isUnavailable(cause) ? ProviderUnavailable : Error;
  return new Failure(`Razorpay ${action} failed${status}: ${detail}`, { cause });
}

type Http = {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, body: object, options: { headers: Record<string, string> }): Promise<{ data: unknown }>;
};

/**
 * The official SDK with our key; its host is fixed, so tests move the client's base URL instead.
 * Every call (orders, payments, refunds) goes through this one axios client and its time-out: a
 * Razorpay that accepts the connection and never answers fails the call, it never holds it.
 */
function razorpayClient(config: PaymentConfig): { client: Razorpay; http: Http } {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (client.api as unknown as { rq: Http }).rq;
  if (config.apiUrl) http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = config.timeoutMs ?? PAYMENT_TIMEOUT_MS;
  return { client, http };
}

/** An axios failure as the SDK's own `{ statusCode, error }`, so providerFailure reads both alike. */
function axiosFailure(cause: unknown): unknown {
  const response = (cause as { response?: { status?: number; data?: { error?: SdkFailure['error'] } } })
    .response;
  return response ? { statusCode: response.status, error: response.data?.error } : cause;
}

const REFUND_STATUSES = new Set(['pending', 'processed', 'failed']);

/** Razorpay's orders API behind the store's PaymentProvider (docs/architecture.md, "Outside services"). */
export function razorpayProvider(config: PaymentConfig): PaymentProvider {
  const { client, http } = razorpayClient(config);
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency, receipt });
        return { providerOrderId: order.id };
      } catch (cause) {
        const failure = providerFailure('order creation', cause);
        if (!(failure instanceof ProviderUnavailable)) throw failure;
        // Down, slow or overloaded while the customer waits: told to try again (502, the catalogue's
        // text) rather than a bare 500; the log gets Razorpay's side. Nothing was written yet.
        const unavailable = new DomainError('PROVIDER_UNAVAILABLE');
        unavailable.cause = failure;
        throw unavailable;
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
    // The SDK's payments.refund cannot send headers; its own HTTP client (key, host, timeout) can,
    // and Razorpay makes a refund idempotent only through the X-Refund-Idempotency header.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      let data: { id?: string; status?: string };
      try {
        const body = { amount: amountPaise, speed: 'normal', receipt: idempotencyKey, notes };
        ({ data } = (await http.post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, body, {
          headers: { 'X-Refund-Idempotency': idempotencyKey },
        })) as { data: { id?: string; status?: string } });
      } catch (cause) {
        throw providerFailure(`refund of ${paymentId}`, axiosFailure(cause));
      }
      if (!data.id || !data.status || !REFUND_STATUSES.has(data.status)) {
        throw new Error(`Razorpay refund of ${paymentId} answered without a refund id and status`);
      }
      return { refundId: data.id, status: data.status as 'pending' | 'processed' | 'failed' };
    },
    async refundStatus(paymentId, refundId) {
      let refund: { id: string; status: string };
      try {
        refund = await client.payments.fetchRefund(paymentId, refundId);
      } catch (cause) {
        throw providerFailure(`refund ${refundId}`, cause);
      }
      if (!REFUND_STATUSES.has(refund.status))
        throw new Error(`Razorpay refund ${refundId} is ${refund.status}`);
      return { refundId: refund.id, status: refund.status as 'pending' | 'processed' | 'failed' };
    },
  };
}

import type { ApiClient } from '@store/api-client';
import { loadScript } from '@/ui/load-script';
import { paymentDetails, paytmForm } from './checkout-api';
import { resultUrl } from './result-url';

type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayCheckout = new (options: Record<string, unknown>) => { open(): void };

/**
 * Opens the provider's payment for an unpaid order: the provider's checkout script (Razorpay's, or
 * the sandbox's stand-in with the same constructor) is loaded here, when the customer pays, and on
 * no other page. Both end on the result page, with the signed ids or with status=failed.
 */
export async function startOnlinePayment(api: ApiClient, apiUrl: string, orderId: number): Promise<void> {
  const details = await paymentDetails(api, orderId);
  await loadScript(new URL(details.script_url, apiUrl).toString()).catch(() => {
    throw new Error('The payment page could not be opened. Please try again.');
  });
  const Razorpay = (window as unknown as { Razorpay: RazorpayCheckout }).Razorpay;
  new Razorpay({
    key: details.key_id,
    order_id: details.provider_order_id,
    amount: details.amount,
    currency: details.currency,
    name: details.name,
    description: details.description,
    prefill: details.prefill,
    handler: (paid: RazorpayResult) =>
      window.location.assign(resultUrl(orderId, { status: 'paid', ...paid })),
    modal: { ondismiss: () => window.location.assign(resultUrl(orderId, { status: 'failed' })) },
  }).open();
}

/**
 * Sends the customer to Paytm's payment page with the order's signed form (a form post, as Paytm
 * asks: no script of Paytm's runs in the store). Paytm posts the outcome to the API, which sends the
 * browser on to the result page.
 */
export async function startPaytmPayment(api: ApiClient, orderId: number): Promise<void> {
  const { gateway_url, params } = await paytmForm(api, orderId);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = gateway_url;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}

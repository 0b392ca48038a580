import { rupeesOf } from '@store/domain';
import type { SandboxOutcome } from './sandbox.service';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The sandbox provider's payment window, opened by its checkout script in a frame over the store
 * page: what a customer sees in Razorpay's modal, reduced to pay or fail.
 */
export function sandboxPage(input: {
  providerOrderId: string;
  amountPaise: number;
  origin: string;
  merchant: string;
}) {
  const rupees = rupeesOf(input.amountPaise).toLocaleString('en-IN');
  const hidden = `<input type="hidden" name="provider_order_id" value="${escapeHtml(input.providerOrderId)}">
<input type="hidden" name="origin" value="${escapeHtml(input.origin)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · ${escapeHtml(input.merchant)}</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#0009;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px #0002;padding:28px;width:min(92vw,380px)}
h1{font-size:1.1rem;margin:0 0 4px}p{color:#555;margin:0 0 18px}
.amount{font-size:2rem;font-weight:700;color:#111;margin:8px 0 22px}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:600;cursor:pointer;margin-top:10px}
.pay{background:#0b7a3b;color:#fff}.fail{background:#fde8e8;color:#a11}
small{display:block;margin-top:16px;color:#888;text-align:center}
</style></head>
<body><main data-testid="sandbox-payment">
<h1>${escapeHtml(input.merchant)}</h1><p>Order ${escapeHtml(input.providerOrderId)}</p>
<div class="amount" data-testid="sandbox-amount">₹${rupees}</div>
<form method="post" action="/sandbox/checkout/complete">${hidden}<input type="hidden" name="outcome" value="pay">
<button class="pay" data-testid="sandbox-pay">Pay ₹${rupees}</button></form>
<form method="post" action="/sandbox/checkout/complete">${hidden}<input type="hidden" name="outcome" value="fail">
<button class="fail" data-testid="sandbox-fail">Fail the payment</button></form>
<small>Sandbox: no money moves. Signed exactly as the live provider signs.</small>
</main></body></html>`;
}

/** JSON that is safe inside an inline script (no `</script>` can close it early). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** After pay or fail: hands the outcome to the store page that opened the window, and only to it. */
export function sandboxOutcomePage(outcome: SandboxOutcome, origin: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox payment</title></head>
<body style="background:#0009"><script>
parent.postMessage(${scriptJson({ type: 'sandbox-checkout', ...outcome })}, ${scriptJson(origin)});
</script></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The sandbox provider's payment page: what a customer sees at Razorpay, reduced to pay or fail. */
export function sandboxPage(input: {
  providerOrderId: string;
  amountPaise: number;
  returnUrl: string;
  merchant: string;
}) {
  const rupees = (input.amountPaise / 100).toLocaleString('en-IN');
  const hidden = `<input type="hidden" name="provider_order_id" value="${escapeHtml(input.providerOrderId)}">
<input type="hidden" name="return_url" value="${escapeHtml(input.returnUrl)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · ${escapeHtml(input.merchant)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f8;margin:0;display:grid;place-items:center;min-height:100vh}
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

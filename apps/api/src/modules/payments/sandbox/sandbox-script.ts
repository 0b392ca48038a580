/**
 * The sandbox provider's checkout script. Like Razorpay's checkout.js it defines
 * `new Razorpay(options).open()`: the payment window opens in a frame over the store page and
 * ends in `options.handler(signed ids)` on pay or `options.modal.ondismiss()` on fail, so the store
 * runs one payment flow whichever provider is configured.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  var script = document.currentScript;
  var provider = new URL(script ? script.src : '/', location.href).origin;
  function Razorpay(options) {
    this.options = options || {};
  }
  Razorpay.prototype.open = function () {
    var options = this.options;
    var page = new URL('/sandbox/checkout', provider);
    page.searchParams.set('provider_order_id', options.order_id || '');
    page.searchParams.set('origin', location.origin);
    var frame = document.createElement('iframe');
    frame.src = page.toString();
    frame.title = 'Payment';
    frame.setAttribute('data-testid', 'sandbox-frame');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent';
    function onMessage(event) {
      var data = event.data;
      if (event.origin !== provider || event.source !== frame.contentWindow) return;
      if (!data || data.type !== 'sandbox-checkout') return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (data.status === 'paid' && options.handler) {
        options.handler({
          razorpay_order_id: data.razorpay_order_id,
          razorpay_payment_id: data.razorpay_payment_id,
          razorpay_signature: data.razorpay_signature,
        });
      } else if (options.modal && options.modal.ondismiss) {
        options.modal.ondismiss();
      }
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;

import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { freePort } from './proc.mjs';

// Paytm's own checksum library, as the API signs and verifies with it.
const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum');

/** The journeys' Paytm merchant: nobody's real one (a 16-character key, as Paytm's AES needs). */
export const PAYTM_STAND_IN_MERCHANT = { mid: 'E2ESTORE000000000001', key: 'e2e_paytm_key_16' };

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A form of signed fields posted to `action`, by its button (and at once when `auto`). */
async function signedForm(action, fields, label, testId) {
  const CHECKSUMHASH = await PaytmChecksum.generateSignature({ ...fields }, PAYTM_STAND_IN_MERCHANT.key);
  const inputs = Object.entries({ ...fields, CHECKSUMHASH })
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}<button data-testid="${testId}">${escapeHtml(label)}</button></form>`;
}

/**
 * A stand-in for Paytm on loopback: its payment page (POST /order/process takes the store's signed
 * form, refuses one whose CHECKSUMHASH does not verify, and offers to pay or to cancel, each posting
 * Paytm's signed outcome to the form's CALLBACK_URL) and its transaction-status API (POST
 * /v3/order/status, the request signed over its JSON body, as Paytm checks), which reports as paid
 * exactly the orders paid on its page. The journeys' API and store point their PAYTM_* settings here.
 */
export async function startPaytmStandIn() {
  /** Order id -> what its page was paid with. */
  const paid = new Map();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const html = (status, content) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Paytm stand-in</title></head><body><main>${content}</main></body></html>`,
      );
    };
    if (req.method === 'POST' && req.url === '/order/process') {
      const { CHECKSUMHASH, ...fields } = Object.fromEntries(new URLSearchParams(body));
      const valid =
        CHECKSUMHASH &&
        fields.MID === PAYTM_STAND_IN_MERCHANT.mid &&
        PaytmChecksum.verifySignature({ ...fields }, PAYTM_STAND_IN_MERCHANT.key, CHECKSUMHASH);
      if (!valid) return html(400, '<h1 data-testid="paytm-refused">Invalid checksum</h1>');
      const outcome = (status, txnId) => ({
        MID: fields.MID,
        ORDERID: fields.ORDER_ID,
        TXNID: txnId,
        TXNAMOUNT: fields.TXN_AMOUNT,
        CURRENCY: 'INR',
        STATUS: status,
        RESPCODE: status === 'TXN_SUCCESS' ? '01' : '141',
        RESPMSG: status === 'TXN_SUCCESS' ? 'Txn Success' : 'User has not completed transaction.',
        PAYMENTMODE: 'PPI',
        TXNDATE: new Date().toISOString().replace('T', ' ').slice(0, 21),
      });
      const txnId = `E2E${Date.now()}${fields.ORDER_ID}`;
      // Paying is recorded here first, so the status API confirms what the callback then says.
      const pay = `<form method="post" action="/order/pay"><input type="hidden" name="state" value="${escapeHtml(
        Buffer.from(
          JSON.stringify({ callback: fields.CALLBACK_URL, fields: outcome('TXN_SUCCESS', txnId) }),
        ).toString('base64url'),
      )}"><button data-testid="paytm-pay">Pay ₹${escapeHtml(fields.TXN_AMOUNT)}</button></form>`;
      const cancel = await signedForm(
        fields.CALLBACK_URL,
        outcome('TXN_FAILURE', ''),
        'Cancel',
        'paytm-cancel',
      );
      return html(
        200,
        `<h1>Paytm</h1><p data-testid="paytm-amount">₹${escapeHtml(fields.TXN_AMOUNT)} to ${escapeHtml(fields.MID)}</p>${pay}${cancel}`,
      );
    }
    if (req.method === 'POST' && req.url === '/order/pay') {
      const state = new URLSearchParams(body).get('state') ?? '';
      const { callback, fields } = JSON.parse(Buffer.from(state, 'base64url').toString('utf8'));
      paid.set(fields.ORDERID, { txnId: fields.TXNID, txnAmount: fields.TXNAMOUNT });
      return html(
        200,
        `<p>Paid. Returning to the store…</p>${await signedForm(callback, fields, 'Back to the store', 'paytm-return')}<script>document.forms[0].submit()</script>`,
      );
    }
    if (req.method === 'POST' && req.url === '/v3/order/status') {
      const sent = JSON.parse(body || '{}');
      const signed =
        sent.body &&
        sent.head?.signature &&
        PaytmChecksum.verifySignature(
          JSON.stringify(sent.body),
          PAYTM_STAND_IN_MERCHANT.key,
          sent.head.signature,
        );
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!signed)
        return res.end(JSON.stringify({ body: { resultInfo: { resultStatus: 'F', resultCode: '2005' } } }));
      const found = paid.get(sent.body.orderId);
      const resultInfo = found
        ? { resultStatus: 'TXN_SUCCESS', resultCode: '01' }
        : { resultStatus: 'TXN_FAILURE', resultCode: '501' };
      return res.end(
        JSON.stringify({
          head: { version: 'v1' },
          body: { mid: sent.body.mid, orderId: sent.body.orderId, resultInfo, ...found },
        }),
      );
    }
    res.writeHead(404);
    res.end();
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    gatewayUrl: `${url}/order/process`,
    statusUrl: `${url}/v3/order/status`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

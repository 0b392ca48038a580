/**
 * A copy of the customer's session token for the store's own server. The store keeps the token in
 * browser storage (docs/product.md, "Sign-in and the signed-in state"), which only scripts read: a
 * page that shows the customer's own data (the order tracking page) was an empty frame until the
 * scripts had run and then asked the API. With this cookie the server asks the API first and the
 * page arrives with the order in it.
 *
 * The API never reads it: it takes the session from X-CSRF-TOKEN only, so a request another site makes
 * the browser send cannot act for the customer. The store's server only reads (GET) with it, and a
 * page rendered with it is never cached (it is rendered per request, `private, no-store`).
 */
export const SESSION_COOKIE = 'session_token';

/**
 * The inline script every page carries to keep its first failures (ErrorReporting). A constant, so
 * the strict Content-Security-Policy of the personal pages allows it by its hash, not a nonce: it
 * is rendered by the root layout, which must not read the request's nonce (that would make every
 * page dynamic).
 */
export const BOOTSTRAP = `(function(){var q=[],l=0;function h(e){if(q.length<10)q.push(e);if(l)return;l=1;var s=document.createElement("script");s.src="/error-reporting/reporter.js";s.async=true;document.head.appendChild(s)}window.__storeErrors={queue:q,handler:h};addEventListener("error",h);addEventListener("unhandledrejection",h)})()`;

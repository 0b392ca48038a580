/**
 * The browser's reporter, sent as JavaScript by /error-reporting/reporter.js after a page's first
 * failure (ErrorReporting.tsx keeps the failures until it runs). Plain ES2017 in a string: it runs
 * outside Next's bundles, with this store's settings filled in at run time.
 *
 *  - No Sentry DSN: each failure (at most 5 a page) is posted to the API's POST /v1/client-errors,
 *    which scrubs it and writes it to the API's log, with the page's request id (its Server-Timing). The page's query string never leaves.
 *  - A DSN: Sentry's browser SDK (/error-reporting/sentry.js) is loaded, given the failures kept so
 *    far, and catches the next ones itself; every event is scrubbed here before it leaves (no user,
 *    no query strings, no phone numbers, emails or tokens in messages and breadcrumbs).
 */
/** `report`: the absolute address failures are posted to without a DSN (the API's client-errors call). */
export type ReporterSettings = { report: string; dsn: string; environment: string; sdk: string };

const REPORTER = `function (c) {
  var w = window, kept = w.__storeErrors || { queue: [] }, sent = 0;
  var PATTERNS = [
    [/([?&][^=&#\\s]*=)[^&#\\s]*/g, "$1[redacted]"],
    [/\\bBearer\\s+[\\w.~+/-]+=*/gi, "Bearer [token]"],
    [/\\beyJ[\\w-]{4,}\\.[\\w-]{4,}\\.[\\w-]*/g, "[token]"],
    [/[\\w.+-]{1,64}@[\\w-]{1,63}(?:\\.[\\w-]{1,63})+/g, "[email]"],
    [/(?<![\\w])(?:\\+?91[\\s-]?|0)?[6-9]\\d{4}[\\s-]?\\d{5}(?!\\d)/g, "[phone]"],
    [/(?<![\\w])\\d{10,19}(?!\\d)/g, "[number]"],
    [/[\\w-]{24,}/g, function (run) { return /\\d/.test(run) && /[A-Za-z]/.test(run) ? "[token]" : run; }]
  ];
  function scrub(text) {
    if (typeof text !== "string") return text;
    for (var i = 0; i < PATTERNS.length; i++) text = text.replace(PATTERNS[i][0], PATTERNS[i][1]);
    return text;
  }
  function cut(value, max) { return value == null ? undefined : String(value).slice(0, max); }
  function pageId() {
    try {
      var nav = performance.getEntriesByType("navigation")[0];
      var timing = ((nav && nav.serverTiming) || []).filter(function (t) { return t.name === "request-id"; })[0];
      return timing && timing.description ? cut(timing.description, 128) : undefined;
    } catch (x) { return undefined; }
  }
  function errorOf(e) { return e.type === "unhandledrejection" ? e.reason : e.error; }
  function report(e) {
    var error = errorOf(e);
    var message = e.type === "error" ? e.message : (error && error.message) || String(error);
    // A script of another origin reports only this: nothing to learn from it.
    if (!message || message === "Script error.") return null;
    return {
      kind: e.type === "error" ? "error" : "unhandledrejection",
      name: error && error.name ? cut(error.name, 100) : undefined,
      message: cut(message, 1000),
      stack: error && error.stack ? cut(error.stack, 8000) : undefined,
      page: cut(location.pathname, 500),
      source: e.filename ? cut(e.filename.split("?")[0], 500) : undefined,
      line: typeof e.lineno === "number" ? e.lineno : undefined,
      column: typeof e.colno === "number" ? e.colno : undefined,
      request_id: pageId()
    };
  }
  function toApi(e) {
    var body = report(e);
    if (!body || sent >= 5) return;
    sent += 1;
    fetch(c.report, {
      method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify(body)
    }).catch(function () {});
  }
  function takeOver(handler) {
    if (kept.handler) { removeEventListener("error", kept.handler); removeEventListener("unhandledrejection", kept.handler); }
    if (handler) { addEventListener("error", handler); addEventListener("unhandledrejection", handler); }
  }
  if (!c.dsn) {
    takeOver(toApi);
    kept.queue.forEach(toApi);
    return;
  }
  function scrubEvent(event) {
    delete event.user;
    if (event.request) event.request = { url: cut(String(event.request.url || "").split("?")[0], 500) };
    if (event.message) event.message = scrub(event.message);
    ((event.exception && event.exception.values) || []).forEach(function (v) { v.value = scrub(v.value); });
    (event.breadcrumbs || []).forEach(scrubCrumb);
    return event;
  }
  function scrubCrumb(crumb) {
    crumb.message = scrub(crumb.message);
    if (crumb.data && crumb.data.url) crumb.data.url = String(crumb.data.url).split("?")[0];
    if (crumb.data && crumb.data.to) crumb.data.to = String(crumb.data.to).split("?")[0];
    if (crumb.data && crumb.data.from) crumb.data.from = String(crumb.data.from).split("?")[0];
    return crumb;
  }
  var script = document.createElement("script");
  script.src = c.sdk;
  script.async = true;
  script.onload = function () {
    var sentry = w.StoreSentry;
    sentry.init({ dsn: c.dsn, environment: c.environment, sendDefaultPii: false, beforeSend: scrubEvent, beforeBreadcrumb: scrubCrumb });
    // From here Sentry's own handlers catch what fails; the ones kept so far are handed over.
    takeOver(null);
    kept.queue.forEach(function (e) { if (report(e)) sentry.captureException(errorOf(e) || e.message); });
  };
  // The SDK could not load (blocked, offline): the API's log still hears of it.
  script.onerror = function () { takeOver(toApi); kept.queue.forEach(toApi); };
  document.head.appendChild(script);
}`;

export function reporterScript(settings: ReporterSettings): string {
  // JSON of our own settings; `<` escaped so that no value can end a script element.
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `(${REPORTER})(${json});`;
}

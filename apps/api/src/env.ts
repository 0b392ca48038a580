import { isIP } from 'node:net';
import {
  CUSTOMER_MESSAGE_KINDS,
  type CustomerMessageKind,
  isCustomerMessageKind,
  isGstin,
  PLACEMENT_DEFAULTS,
} from '@store/domain';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
const MSG91_REQUIRED = [
  'MSG91_AUTH_KEY',
  'MSG91_TEMPLATE_OTP',
  'MSG91_TEMPLATE_ORDER_PLACED',
  'MSG91_TEMPLATE_PAYMENT_FAILED',
] as const;

/** Five cron fields (minute hour day month weekday), read in the store's time zone by the job queue. */
const cron = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(
      /^[\d*,/-]+( +[\d*,/A-Za-z-]+){4}$/,
      'must be a cron expression of five fields, like "*/5 * * * *"',
    )
    .default(fallback);
/** "kind=template,kind=template": a provider's template of each kind of customer message. */
const templateMap = z
  .string()
  .default('')
  .transform((value, ctx) => templatesByKind(value, ctx));
const millis = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    DATABASE_URL: z.url().optional(),
    /** A streaming replica for the catalogue's reads; they fall back to DATABASE_URL when it lags or is down. */
    DATABASE_REPLICA_URL: z.url().optional(),
    /** The server itself, for migrations, when DATABASE_URL is PgBouncer's in transaction mode. */
    DATABASE_MIGRATION_URL: z.url().optional(),
    /** PgBouncer's pooling mode when DATABASE_URL is PgBouncer's (README "Running as a fleet"). */
    DB_POOLER: z.enum(['session', 'transaction']).optional(),
    /**
     * A demo or test on a PostgreSQL server: said out loud, because a server is otherwise a real
     * store's, whose data must never meet the demo's accounts and development settings.
     */
    DEMO: flag('false'),
    /**
     * The demo operators' passwords as admin=…,ops=… (the test runs set known ones); unset: random
     * ones made when the demo database is created and printed once.
     */
    DEMO_OPERATOR_PASSWORDS: z
      .string()
      .regex(/^admin=[^,]{12,},ops=[^,]{12,}$/, 'must be admin=…,ops=… (each at least 12 characters)')
      .transform((value) => {
        const [admin = '', ops = ''] = value.split(',').map((pair) => pair.slice(pair.indexOf('=') + 1));
        return { admin, ops };
      })
      .optional(),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    /** Connections to the PostgreSQL server; twice the cores when unset (@store/db database.ts). */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    /** PostgreSQL timeouts (0 turns one off): waiting for a connection, one statement, an idle transaction. */
    DB_CONNECT_TIMEOUT_MS: millis(5_000, 600_000),
    DB_STATEMENT_TIMEOUT_MS: millis(15_000, 3_600_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(30_000, 3_600_000),
    /** The longest a client may take to send a whole request (slow clients hold a socket). */
    REQUEST_TIMEOUT_MS: millis(30_000, 600_000),
    /** Proxies in front of the API whose X-Forwarded-For is believed; see trustProxySetting. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => trustProxySetting(value, ctx)),
    /** Development-only endpoints (the SMS outbox); the demo start and the journeys turn them on. */
    DEV_ENDPOINTS: flag('false'),
    /** One origin, or several separated by commas. */
    WEB_ORIGIN: z
      .string()
      .default('http://localhost:3000')
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url()).min(1)),
    /** The operator console's origins, one or several: the only ones its API answers. */
    CONSOLE_ORIGIN: z
      .string()
      .default('http://localhost:3001')
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url()).min(1)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unexpected failures (500s, failed jobs, the browser's reports) also go to Sentry when set; off by default. */
    SENTRY_DSN: z
      .url()
      .regex(
        /^https?:\/\/\w+@[\w.-]+(:\d+)?\/(\S+\/)?\d+$/,
        'must be a Sentry DSN: https://<key>@<host>/<project id>',
      )
      .optional(),
    /** Sentry's environment and release tags; NODE_ENV and none by default. */
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
    SENTRY_RELEASE: z.string().min(1).max(200).optional(),
    /** Prometheus metrics at GET /metrics on this port of its own (off when unset), never the API's port. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Where the metrics port listens: loopback unless Prometheus scrapes from another machine. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Fill an empty database with the demo catalogue; unset: yes, except in production. */
    SEED_IF_EMPTY: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    /** Shared with the store (its REVALIDATE_SECRET): console changes ask it to drop its cached catalogue pages. */
    REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The CDN or caching proxy in front of the store: an HTTP PURGE here drops its pages after a console change. */
    CDN_PURGE_URL: z.url().optional(),
    CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    /** How often each API process looks whether another changed the catalogue; 0: never. */
    CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    AVAILABILITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** Web Push: both keys or neither (then a pair is made on first start and kept in the database). */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
      .default('mailto:care@experience-store.in'),
    /** Hosts of stand-in push services a subscription may name (the journeys'); refused in production. */
    PUSH_TEST_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    /** Google sign-in is on when a client id is set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
    /** Facebook sign-in is on when the app id and secret are set. */
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
    /** The sandbox payment provider's key id and secrets (its development defaults when unset). */
    PAYMENTS_KEY_ID: z.string().min(1).optional(),
    PAYMENTS_KEY_SECRET: z.string().min(16).optional(),
    PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Card/UPI payments: the built-in sandbox, or Razorpay with the three RAZORPAY_ secrets. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
    RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
    /**
     * The longest a call to the payment provider (Razorpay, Paytm's status API) waits for its answer:
     * a customer starting a payment is told to try again after it. At most 10 s, so a reconciliation
     * pass of 50 orders stays inside its lease however the provider hangs.
     */
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
    /** Paytm wallet checkout: both or neither (then Paytm is off and has no routes). */
    PAYTM_MID: z.string().min(1).optional(),
    PAYTM_MERCHANT_KEY: z
      .string()
      .length(16, 'must be 16 characters (Paytm uses it as an AES-128 key)')
      .optional(),
    PAYTM_WEBSITE: z.string().min(1).default('WEBSTAGING'),
    PAYTM_GATEWAY_URL: z.url().default('https://securegw-stage.paytm.in/order/process'),
    /** Paytm's transaction-status API, asked before a success is believed (production: securegw.paytm.in). */
    PAYTM_STATUS_URL: z.url().default('https://securegw-stage.paytm.in/v3/order/status'),
    /** Where Paytm posts the outcome; {order_id} becomes the order's id. */
    PAYTM_CALLBACK_URL: z.url().optional(),
    /**
     * The cities (short names, comma-separated) whose checkout offers Paytm; unset, every city does
     * once Paytm is configured.
     */
    PAYTM_CITIES: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(',')
          .map((city) => city.trim())
          .filter(Boolean),
      ),
    /** Signs the links that open an order without signing in (its tracking link in messages). */
    LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Texts (one-time codes): the outbox table, or MSG91 with its auth key and DLT template ids. */
    SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
    MSG91_AUTH_KEY: z.string().min(8).optional(),
    MSG91_API_URL: z.url().default('https://control.msg91.com'),
    MSG91_TEMPLATE_OTP: z.string().min(1).optional(),
    MSG91_TEMPLATE_ORDER_PLACED: z.string().min(1).optional(),
    MSG91_TEMPLATE_PAYMENT_FAILED: z.string().min(1).optional(),
    /** The DLT templates of the other kinds (order_accepted=…,questions_unanswered=…); a kind without one is not texted. */
    MSG91_TEMPLATES: templateMap,
    /** WhatsApp: outbox (kept as sent, nothing leaves), or the Business Cloud API with its templates. */
    WHATSAPP_PROVIDER: z.enum(['outbox', 'cloud']).default('outbox'),
    WHATSAPP_TOKEN: z.string().min(20).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the numeric phone number id').optional(),
    WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TEMPLATES: templateMap,
    WHATSAPP_LANGUAGE: z.string().min(2).default('en'),
    /** Email: outbox (kept as sent, nothing leaves), or SMTP at SMTP_URL. */
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z
      .url()
      .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
      .optional(),
    EMAIL_FROM: z.string().min(3).default('Experience Store <care@experience-store.in>'),
    /** The longest a message provider (MSG91, WhatsApp, SMTP) may take to answer; the outbox tries again later. */
    MESSAGE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    /** The most bookings a customer may hold unpaid at once (waiting for payment or confirmation). */
    UNPAID_HOLDS_PER_CUSTOMER: z.coerce.number().int().min(1).max(50).default(PLACEMENT_DEFAULTS.unpaidHolds),
    /**
     * Orders placed per person and per network (an IPv6 /64) in ten minutes. 0 counts none: only for
     * a load test whose customers all come from one address.
     */
    ORDER_LIMIT_PER_USER: z.coerce.number().int().min(0).max(100_000).default(PLACEMENT_DEFAULTS.perUser),
    ORDER_LIMIT_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(PLACEMENT_DEFAULTS.perAddress),
    /** Days before a saved occasion its reminder is sent. */
    OCCASION_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /**
     * The seller printed on tax invoices: its legal name, address and GSTIN (whose state decides
     * CGST+SGST or IGST). Unset: the demo seller (DEMO_INVOICE_SETTINGS), refused in production.
     */
    INVOICE_SELLER_NAME: z.string().min(3).max(200).optional(),
    INVOICE_SELLER_ADDRESS: z.string().min(10).max(400).optional(),
    INVOICE_SELLER_GSTIN: z
      .string()
      .refine(isGstin, 'must be a GSTIN: 15 characters, its last the check character')
      .optional(),
    /** GST on the store's services, in percent (18, or 5, 2.5, 0.25...); prices include it. */
    GST_RATE_PERCENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .refine((v) => Number.isInteger(v * 100), 'must have at most two decimals')
      .default(18),
    /** Party-store products from Shopify's Storefront API when both are set; unset: the local table. */
    SHOPIFY_STORE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "must be the shop's host name, like party.myshopify.com")
      .optional(),
    SHOPIFY_STOREFRONT_TOKEN: z.string().min(8).optional(),
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^\d{4}-(01|04|07|10)$/, "must be one of Shopify's dated versions, like 2025-01")
      .default('2025-01'),
    /** Short: a page view never waits longer on Shopify; then the last good answer is served. */
    SHOPIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1_500),
    SHOPIFY_CACHE_TTL_MS: millis(60_000, 3_600_000),
    /** The job queue's schedules: expired payment holds released, unsettled payments asked about, messages sent. */
    JOB_SCHEDULE_RELEASE_HOLDS: cron('* * * * *'),
    JOB_SCHEDULE_RECONCILE_PAYMENTS: cron('* * * * *'),
    /** Refunds of cancelled and refund-due orders paid through the provider's refund API or to the wallet. */
    JOB_SCHEDULE_PAY_REFUNDS: cron('* * * * *'),
    /** Tax invoices of bookings paid since the last pass numbered. */
    JOB_SCHEDULE_ISSUE_INVOICES: cron('* * * * *'),
    /** Vendors' payout statements brought up to date (completed orders' shares, later refunds). */
    JOB_SCHEDULE_BUILD_PAYOUTS: cron('*/15 * * * *'),
    /** Reminders of booked slots queued as they come due. */
    JOB_SCHEDULE_SLOT_REMINDERS: cron('*/5 * * * *'),
    JOB_SCHEDULE_DELIVER_MESSAGES: cron('* * * * *'),
    /** Chasing unanswered booking questions (placed, 24 h and 6 h before the slot) and occasion reminders. */
    JOB_SCHEDULE_CHASE_QUESTIONS: cron('*/10 * * * *'),
    JOB_SCHEDULE_OCCASION_REMINDERS: cron('0 10 * * *'),
    /** Bookings ready for a vendor sent to the next one; vendor requests past their window closed. */
    JOB_SCHEDULE_DISPATCH_ORDERS: cron('* * * * *'),
    JOB_SCHEDULE_VENDOR_TIMEOUTS: cron('* * * * *'),
    /** Sign-in codes, sessions, limit counters, browsers and webhook events past their keeping time. */
    JOB_SCHEDULE_PURGE_EXPIRED: cron('15 3 * * *'),
    /** A vendor's time to answer a request: a quarter of the time left before the slot, within these. */
    VENDOR_ANSWER_MAX_MINUTES: z.coerce.number().int().min(1).max(2_880).default(120),
    VENDOR_ANSWER_MIN_MINUTES: z.coerce.number().int().min(1).max(2_880).default(15),
    /** Uploaded files (the vendors' setup photos): this directory, or an S3-compatible bucket when S3_BUCKET is set. */
    FILES_DIR: z.string().min(1).default('./data/files'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, R2, Spaces); AWS S3 itself when unset. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: flag('false'),
    /** Both or neither; neither: the AWS SDK's own credential chain (an instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .refine((e) => e.METRICS_PORT === undefined || e.METRICS_PORT === 0 || e.METRICS_PORT !== e.API_PORT, {
    message: 'must not be API_PORT: the metrics stay off the public port',
    path: ['METRICS_PORT'],
  })
  .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((e) => e.VENDOR_ANSWER_MIN_MINUTES <= e.VENDOR_ANSWER_MAX_MINUTES, {
    message: 'must not be more than VENDOR_ANSWER_MAX_MINUTES',
    path: ['VENDOR_ANSWER_MIN_MINUTES'],
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID keys or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((e) => (e.PAYTM_MID === undefined) === (e.PAYTM_MERCHANT_KEY === undefined), {
    message: 'set both PAYTM_MID and PAYTM_MERCHANT_KEY or neither',
    path: ['PAYTM_MERCHANT_KEY'],
  })
  .refine((e) => (e.SHOPIFY_STORE_DOMAIN === undefined) === (e.SHOPIFY_STOREFRONT_TOKEN === undefined), {
    message: 'set both SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN or neither',
    path: ['SHOPIFY_STOREFRONT_TOKEN'],
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER !== 'razorpay') return;
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (e[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=razorpay' });
    }
  })
  .superRefine((e, ctx) => {
    if (e.SMS_PROVIDER !== 'msg91') return;
    for (const name of MSG91_REQUIRED) {
      if (e[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=msg91' });
    }
  })
  .superRefine((e, ctx) => {
    const needed = [
      ...(e.WHATSAPP_PROVIDER === 'cloud'
        ? (['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const).map((n) => [n, 'WHATSAPP_PROVIDER=cloud'])
        : []),
      ...(e.EMAIL_PROVIDER === 'smtp' ? [['SMTP_URL', 'EMAIL_PROVIDER=smtp']] : []),
    ] as [keyof typeof e, string][];
    for (const [name, why] of needed)
      if (e[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${why}` });
    if (e.WHATSAPP_PROVIDER === 'cloud' && Object.keys(e.WHATSAPP_TEMPLATES).length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_TEMPLATES'],
        message: 'is required when WHATSAPP_PROVIDER=cloud',
      });
  })
  .refine((e) => e.DATABASE_URL === undefined || e.NODE_ENV === 'production' || e.DEMO, {
    message:
      'is a PostgreSQL server: set NODE_ENV=production for the real store, or DEMO=true for a demo or test on it',
    path: ['DATABASE_URL'],
  })
  .refine((e) => e.CDN_PURGE_URL === undefined || e.REVALIDATE_SECRET !== undefined, {
    message: 'needs REVALIDATE_SECRET: the purge is sent with it, after the store revalidated',
    path: ['CDN_PURGE_URL'],
  })
  .superRefine((e, ctx) => {
    // The embedded database has no replica, pooler or separate migration address.
    if (e.DATABASE_URL !== undefined) return;
    for (const name of ['DATABASE_REPLICA_URL', 'DATABASE_MIGRATION_URL', 'DB_POOLER'] as const)
      if (e[name] !== undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs DATABASE_URL (a PostgreSQL server)' });
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV !== 'production') return;
    for (const [name, message] of productionProblems(e))
      ctx.addIssue({ code: 'custom', path: [name], message: `${message} (NODE_ENV=production)` });
  })
  .transform((e) => ({ ...e, SEED_IF_EMPTY: e.SEED_IF_EMPTY ?? e.NODE_ENV !== 'production' }));

/** What productionProblems reads (the checked variables, defaults applied). */
type ProductionChecked = {
  DATABASE_URL?: string | undefined;
  PAYMENT_PROVIDER: string;
  RAZORPAY_KEY_ID?: string | undefined;
  PAYMENTS_KEY_ID?: string | undefined;
  PAYMENTS_KEY_SECRET?: string | undefined;
  PAYMENTS_WEBHOOK_SECRET?: string | undefined;
  PAYTM_MID?: string | undefined;
  PAYTM_WEBSITE: string;
  PAYTM_GATEWAY_URL: string;
  PAYTM_STATUS_URL: string;
  PAYTM_CALLBACK_URL?: string | undefined;
  DEV_ENDPOINTS: boolean;
  DEMO: boolean;
  WEB_ORIGIN: string[];
  CONSOLE_ORIGIN: string[];
  GOOGLE_JWKS_URL: string;
  FACEBOOK_GRAPH_URL: string;
  RAZORPAY_API_URL: string;
  SMS_PROVIDER: string;
  MSG91_API_URL: string;
  WHATSAPP_API_URL: string;
  LINK_SECRET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  INVOICE_SELLER_GSTIN?: string | undefined;
  PUSH_TEST_HOSTS: string[];
};

/**
 * Sandbox and development values that must never serve real customers: the API refuses to start
 * with any of them in production and names each. VAPID keys kept in the database are fine.
 */
function productionProblems(e: ProductionChecked): [name: string, message: string][] {
  const problems: [string, string][] = [];
  const isHttp = (url: string) => !url.startsWith('https://');
  if (!e.DATABASE_URL)
    problems.push(['DATABASE_URL', 'is required: the embedded PGlite database is for the demo']);
  if (e.PAYMENT_PROVIDER === 'sandbox')
    problems.push(['PAYMENT_PROVIDER', 'is the sandbox, which takes no money: set razorpay']);
  if (e.RAZORPAY_KEY_ID?.startsWith('rzp_test_'))
    problems.push(['RAZORPAY_KEY_ID', 'is a Razorpay test key (rzp_test_…)']);
  for (const name of ['PAYMENTS_KEY_ID', 'PAYMENTS_KEY_SECRET', 'PAYMENTS_WEBHOOK_SECRET'] as const)
    if (e[name] !== undefined) problems.push([name, 'belongs to the sandbox payment provider']);
  if (e.PAYTM_MID !== undefined) {
    if (e.PAYTM_WEBSITE === 'WEBSTAGING') problems.push(['PAYTM_WEBSITE', 'is Paytm staging (WEBSTAGING)']);
    if (/stage|staging/.test(e.PAYTM_GATEWAY_URL))
      problems.push(['PAYTM_GATEWAY_URL', 'is the Paytm staging gateway']);
    if (/stage|staging/.test(e.PAYTM_STATUS_URL))
      problems.push(['PAYTM_STATUS_URL', 'is the Paytm staging status API']);
    if (!e.PAYTM_CALLBACK_URL?.startsWith('https://'))
      problems.push(['PAYTM_CALLBACK_URL', 'must be set to the https address Paytm posts outcomes to']);
  }
  if (e.SMS_PROVIDER === 'outbox')
    problems.push([
      'SMS_PROVIDER',
      'is the outbox, which texts nobody, so customers could not sign in: set msg91',
    ]);
  if (e.LINK_SECRET === undefined)
    problems.push(['LINK_SECRET', 'is required: it signs the tracking links texted to customers']);
  if (e.INVOICE_SELLER_GSTIN === undefined)
    problems.push(['INVOICE_SELLER_GSTIN', 'is required: tax invoices would name the demo seller']);
  if (e.DEMO) problems.push(['DEMO', 'must be off: the demo seeds accounts whose password is printed']);
  if (e.DEV_ENDPOINTS) problems.push(['DEV_ENDPOINTS', 'must be off: it serves the SMS outbox']);
  if (e.PUSH_TEST_HOSTS.length > 0)
    problems.push(['PUSH_TEST_HOSTS', "must be empty: only the known push services' hosts are sent to"]);
  if (e.WEB_ORIGIN.some(isHttp))
    problems.push(['WEB_ORIGIN', 'must be https origins (the default is the local demo store)']);
  if (e.CONSOLE_ORIGIN.some(isHttp))
    problems.push(['CONSOLE_ORIGIN', 'must be https origins (the default is the local demo console)']);
  const providers = [
    'GOOGLE_JWKS_URL',
    'FACEBOOK_GRAPH_URL',
    'RAZORPAY_API_URL',
    'MSG91_API_URL',
    'WHATSAPP_API_URL',
  ] as const;
  for (const name of providers)
    if (isHttp(e[name])) problems.push([name, 'must be https (http is a local stand-in)']);
  if (e.S3_ENDPOINT !== undefined && isHttp(e.S3_ENDPOINT))
    problems.push(['S3_ENDPOINT', 'must be https (http is a local stand-in)']);
  return problems;
}

/**
 * TRUST_PROXY: `false` (the default: the socket's address is the client) or the load balancers'
 * addresses and CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal) separated by
 * commas. `true` and hop counts are refused: Fastify cannot check the peer with a count, and
 * `true` would believe any client's own X-Forwarded-For, which rate limits key on.
 */
function trustProxySetting(value: string, ctx: z.core.$RefinementCtx<string>): false | string[] {
  const text = value.trim();
  if (text === 'false') return false;
  const ranges = text.split(',').map((part) => part.trim());
  if (ranges.every((part) => PROXY_ADDR_NAMES.has(part) || isAddressOrRange(part))) return ranges;
  ctx.addIssue({
    code: 'custom',
    message: "must be false or the proxies' addresses/CIDR ranges separated by commas (e.g. 10.0.0.0/8)",
  });
  return z.NEVER;
}

/**
 * MSG91_TEMPLATES and WHATSAPP_TEMPLATES: `kind=template` pairs separated by commas, each kind one
 * of the customer messages' (a misspelt kind would silently never be sent, so it is refused).
 */
function templatesByKind(value: string, ctx: z.core.$RefinementCtx<string>) {
  const templates: Partial<Record<CustomerMessageKind, string>> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [kind = '', template = ''] = pair.split('=').map((part) => part.trim());
    if (!isCustomerMessageKind(kind) || !template) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" must be kind=template, the kind one of ${CUSTOMER_MESSAGE_KINDS.join(', ')}`,
      });
      return z.NEVER;
    }
    templates[kind] = template;
  }
  return templates;
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(part: string): boolean {
  const [address = '', bits, ...rest] = part.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

/** Reads and checks the API's environment once; a bad value stops the start with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

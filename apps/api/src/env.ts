import { z } from 'zod';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    DATABASE_URL: z.url().optional(),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** One origin, or several separated by commas. */
    WEB_ORIGIN: z
      .string()
      .default('http://localhost:3000')
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url()).min(1)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_IF_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    AVAILABILITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
    /** Web Push: both keys or neither (then a pair is made on first start and kept in the database). */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
      .default('mailto:care@experience-store.in'),
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
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    message: 'set both VAPID keys or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((e) => (e.PAYTM_MID === undefined) === (e.PAYTM_MERCHANT_KEY === undefined), {
    message: 'set both PAYTM_MID and PAYTM_MERCHANT_KEY or neither',
    path: ['PAYTM_MERCHANT_KEY'],
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER !== 'razorpay') return;
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (e[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER=razorpay' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Reads and checks the API's environment once; a bad value stops the start with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';

/** A production configuration with real providers: every value here is allowed. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://store@db.internal:5432/store',
  WEB_ORIGIN: 'https://experience-store.in,https://www.experience-store.in',
  CONSOLE_ORIGIN: 'https://console.experience-store.in',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  LINK_SECRET: 'a-production-secret-of-at-least-32-characters',
  INVOICE_SELLER_GSTIN: '29AAGCB7383J1Z4',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'live-msg91-auth-key',
  MSG91_TEMPLATE_OTP: '64f0c0ffee0000000000otp1',
  MSG91_TEMPLATE_ORDER_PLACED: '64f0c0ffee00000000placed',
  MSG91_TEMPLATE_PAYMENT_FAILED: '64f0c0ffee00000000failed',
};

describe('the API environment', () => {
  it('by default serves no development endpoints and trusts no proxy; the demo seeds an empty database', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DEV_ENDPOINTS: false,
      TRUST_PROXY: false,
      SEED_IF_EMPTY: true,
      DB_CONNECT_TIMEOUT_MS: 5_000,
      DB_STATEMENT_TIMEOUT_MS: 15_000,
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
      REQUEST_TIMEOUT_MS: 30_000,
    });
  });

  it('accepts a production configuration with real providers, and does not seed demo data there', () => {
    const env = loadEnv(PRODUCTION);
    expect(env).toMatchObject({ NODE_ENV: 'production', DEV_ENDPOINTS: false, SEED_IF_EMPTY: false });
  });

  it.each<[string, Record<string, string>, string]>([
    ['the embedded database', { DATABASE_URL: '' }, 'DATABASE_URL'],
    ['the sandbox payment provider', { PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER'],
    ['no payment provider at all (the sandbox is the default)', { PAYMENT_PROVIDER: '' }, 'PAYMENT_PROVIDER'],
    ['a Razorpay test key', { RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456' }, 'RAZORPAY_KEY_ID'],
    ['the sandbox provider key id', { PAYMENTS_KEY_ID: 'rzp_test_sandbox' }, 'PAYMENTS_KEY_ID'],
    ['the sandbox provider secret', { PAYMENTS_KEY_SECRET: 'sandbox-key-secret' }, 'PAYMENTS_KEY_SECRET'],
    [
      'the sandbox webhook secret',
      { PAYMENTS_WEBHOOK_SECRET: 'sandbox-webhook-secret' },
      'PAYMENTS_WEBHOOK_SECRET',
    ],
    [
      'Paytm staging (WEBSTAGING, the default)',
      { PAYTM_MID: 'LIVEMID0000000000001', PAYTM_MERCHANT_KEY: 'live_key_0000016' },
      'PAYTM_WEBSITE',
    ],
    [
      "Paytm's staging gateway (the default)",
      { PAYTM_MID: 'LIVEMID0000000000001', PAYTM_MERCHANT_KEY: 'live_key_0000016', PAYTM_WEBSITE: 'DEFAULT' },
      'PAYTM_GATEWAY_URL',
    ],
    [
      "Paytm's staging status API (the default)",
      { PAYTM_MID: 'LIVEMID0000000000001', PAYTM_MERCHANT_KEY: 'live_key_0000016', PAYTM_WEBSITE: 'DEFAULT' },
      'PAYTM_STATUS_URL',
    ],
    [
      'Paytm without the address it posts outcomes to',
      { PAYTM_MID: 'LIVEMID0000000000001', PAYTM_MERCHANT_KEY: 'live_key_0000016' },
      'PAYTM_CALLBACK_URL',
    ],
    ['development endpoints', { DEV_ENDPOINTS: 'true' }, 'DEV_ENDPOINTS'],
    ['a stand-in push service allowed', { PUSH_TEST_HOSTS: 'push.example.test' }, 'PUSH_TEST_HOSTS'],
    ['the local demo store origin (the default)', { WEB_ORIGIN: '' }, 'WEB_ORIGIN'],
    ['the local demo console origin (the default)', { CONSOLE_ORIGIN: '' }, 'CONSOLE_ORIGIN'],
    ['a local Google key stand-in', { GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' }, 'GOOGLE_JWKS_URL'],
    ['a local Facebook stand-in', { FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9' }, 'FACEBOOK_GRAPH_URL'],
    ['a local Razorpay stand-in', { RAZORPAY_API_URL: 'http://127.0.0.1:9' }, 'RAZORPAY_API_URL'],
    ['texts kept in the outbox (nobody could sign in)', { SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER'],
    ['no SMS gateway at all (the outbox is the default)', { SMS_PROVIDER: '' }, 'SMS_PROVIDER'],
    ['no secret for tracking links', { LINK_SECRET: '' }, 'LINK_SECRET'],
    ['the demo seller on tax invoices', { INVOICE_SELLER_GSTIN: '' }, 'INVOICE_SELLER_GSTIN'],
    ['a local MSG91 stand-in', { MSG91_API_URL: 'http://127.0.0.1:9' }, 'MSG91_API_URL'],
  ])('refuses to start in production with %s, naming %s', (_, change, name) => {
    expect(() => loadEnv({ ...PRODUCTION, ...change })).toThrow(
      new RegExp(`Invalid environment: (.*; )?${name}: [^;]*\\(NODE_ENV=production\\)`),
    );
  });

  it('allows the sandbox and development endpoints outside production', () => {
    expect(loadEnv({ DEV_ENDPOINTS: 'true', PAYMENT_PROVIDER: 'sandbox' }).DEV_ENDPOINTS).toBe(true);
  });

  it.each<[string, false | string[]]>([
    ['false', false],
    ['10.0.0.7', ['10.0.0.7']],
    ['10.0.0.0/8, 192.168.1.0/24', ['10.0.0.0/8', '192.168.1.0/24']],
    ['2001:db8::/32,loopback', ['2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', '1', '10.0.0.0/33', 'my-balancer', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%s, naming it',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false or the proxies/);
    },
  );

  it('reads a replica, a pooler and a migration address only beside a PostgreSQL server', () => {
    const fleet = loadEnv({
      ...PRODUCTION,
      DATABASE_REPLICA_URL: 'postgres://store@replica.internal:5432/store',
      DATABASE_MIGRATION_URL: 'postgres://store@db.internal:5432/store',
      DB_POOLER: 'transaction',
    });
    expect(fleet).toMatchObject({ DB_POOLER: 'transaction' });
    expect(() => loadEnv({ DB_POOLER: 'transaction' })).toThrow(/DB_POOLER: needs DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_REPLICA_URL: 'postgres://r/store' })).toThrow(
      /DATABASE_REPLICA_URL: needs DATABASE_URL/,
    );
    expect(() => loadEnv({ ...PRODUCTION, DB_POOLER: 'statement' })).toThrow(/DB_POOLER/);
  });

  it('reads the job schedules as cron expressions, every minute by default', () => {
    expect(loadEnv({})).toMatchObject({
      JOB_SCHEDULE_RELEASE_HOLDS: '* * * * *',
      JOB_SCHEDULE_RECONCILE_PAYMENTS: '* * * * *',
    });
    expect(
      loadEnv({ JOB_SCHEDULE_RECONCILE_PAYMENTS: '*/5 9-21 * * MON-FRI' }).JOB_SCHEDULE_RECONCILE_PAYMENTS,
    ).toBe('*/5 9-21 * * MON-FRI');
  });

  it("reads the vendors' answer window and its jobs, and refuses a minimum over the maximum", () => {
    expect(loadEnv({})).toMatchObject({
      VENDOR_ANSWER_MAX_MINUTES: 120,
      VENDOR_ANSWER_MIN_MINUTES: 15,
      JOB_SCHEDULE_DISPATCH_ORDERS: '* * * * *',
      JOB_SCHEDULE_VENDOR_TIMEOUTS: '* * * * *',
    });
    expect(() => loadEnv({ VENDOR_ANSWER_MAX_MINUTES: '30', VENDOR_ANSWER_MIN_MINUTES: '45' })).toThrow(
      /VENDOR_ANSWER_MIN_MINUTES: must not be more than VENDOR_ANSWER_MAX_MINUTES/,
    );
    expect(() => loadEnv({ VENDOR_ANSWER_MAX_MINUTES: '0' })).toThrow(/VENDOR_ANSWER_MAX_MINUTES/);
    expect(loadEnv({ MSG91_TEMPLATES: 'vendor_request=1207' }).MSG91_TEMPLATES).toEqual({
      vendor_request: '1207',
    });
  });

  it("bounds every call to a payment or message provider: 10 s and 5 s by default, the payment's at most 10 s", () => {
    expect(loadEnv({})).toMatchObject({
      PAYMENT_PROVIDER_TIMEOUT_MS: 10_000,
      MESSAGE_PROVIDER_TIMEOUT_MS: 5_000,
    });
    expect(loadEnv({ PAYMENT_PROVIDER_TIMEOUT_MS: '4000' }).PAYMENT_PROVIDER_TIMEOUT_MS).toBe(4_000);
    // Longer would let a reconciliation pass of 50 hanging calls outlast its lease.
    expect(() => loadEnv({ PAYMENT_PROVIDER_TIMEOUT_MS: '20000' })).toThrow(/PAYMENT_PROVIDER_TIMEOUT_MS/);
    expect(() => loadEnv({ MESSAGE_PROVIDER_TIMEOUT_MS: '0' })).toThrow(/MESSAGE_PROVIDER_TIMEOUT_MS/);
  });

  it.each(['every minute', '* * * *', '* * * * * * *', '; * * * *'])(
    'refuses the job schedule %j, naming it',
    (value) => {
      expect(() => loadEnv({ JOB_SCHEDULE_RELEASE_HOLDS: value })).toThrow(
        /JOB_SCHEDULE_RELEASE_HOLDS: must be a cron/,
      );
    },
  );

  it.each(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_OTP'])(
    'refuses SMS_PROVIDER=msg91 without %s, naming it',
    (name) => {
      const env = {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'an-auth-key',
        MSG91_TEMPLATE_OTP: 'otp-flow',
        [name]: '',
      };
      expect(() => loadEnv(env)).toThrow(new RegExp(`${name}: is required when SMS_PROVIDER=msg91`));
    },
  );

  it('refuses a PostgreSQL server outside production unless DEMO=true says it is a demo, naming both', () => {
    const url = 'postgres://store@db.internal:5432/store';
    expect(() => loadEnv({ DATABASE_URL: url })).toThrow(
      /DATABASE_URL: .*set NODE_ENV=production .*or DEMO=true/,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', DATABASE_URL: url })).toThrow(/DEMO=true/);
    expect(loadEnv({ DATABASE_URL: url, DEMO: 'true' })).toMatchObject({ DEMO: true, SEED_IF_EMPTY: true });
    expect(() => loadEnv({ ...PRODUCTION, DEMO: 'true' })).toThrow(/DEMO: .*\(NODE_ENV=production\)/);
  });

  it("reads the demo operators' passwords as admin=…,ops=…, and refuses anything else", () => {
    expect(loadEnv({}).DEMO_OPERATOR_PASSWORDS).toBeUndefined();
    expect(
      loadEnv({ DEMO_OPERATOR_PASSWORDS: 'admin=first-long-secret,ops=second-long-secret' })
        .DEMO_OPERATOR_PASSWORDS,
    ).toEqual({ admin: 'first-long-secret', ops: 'second-long-secret' });
    expect(() => loadEnv({ DEMO_OPERATOR_PASSWORDS: 'admin=short,ops=x' })).toThrow(
      /DEMO_OPERATOR_PASSWORDS/,
    );
  });
});

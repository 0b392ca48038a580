// How long the store keeps records that exist only to make sign-in, limits and payments work. Each
// is useless after its keeping time and some hold a mobile or an address, so a daily job deletes
// them (docs/security/retention.md says why each time is what it is).
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const RETENTION_MS = {
  /** Counters of fixed windows: the longest window is a day; two days keep the one in force. */
  rateLimits: 2 * DAY_MS,
  /** Password attempts since the last right one: the longest wait is minutes, a day of quiet clears them. */
  passwordAttempts: DAY_MS,
  /** Codes after they expire: the daily send limit counts the last 24 hours of them. */
  otpCodes: 2 * DAY_MS,
  /** Proofs of a mobile (register keys) after they expire: nothing reads them then. */
  mobileProofs: DAY_MS,
  /** Sessions after they expired or were ended: kept a month for an account's "where you are signed in". */
  sessions: 30 * DAY_MS,
  /** Browsers not seen for six months: push services have dropped their subscriptions by then. */
  devices: 180 * DAY_MS,
  /** Applied webhook events: providers redeliver for a few days at most; ninety is far beyond. */
  paymentEvents: 90 * DAY_MS,
} as const;

export type RetainedRecord = keyof typeof RETENTION_MS;

/** The instant before which each kind of record is deleted, for a purge running at `now`. */
export function retentionCutoffs(now: Date): Record<RetainedRecord, Date> {
  return Object.fromEntries(
    Object.entries(RETENTION_MS).map(([kind, ms]) => [kind, new Date(now.getTime() - ms)]),
  ) as Record<RetainedRecord, Date>;
}

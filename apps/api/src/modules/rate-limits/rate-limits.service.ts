import type { Db } from '@store/db';
import { addressKey, DomainError, windowStart } from '@store/domain';
import { countHits } from './rate-limits.repository';

export type RateRule = {
  /** What is counted, e.g. `enquiry:ip:1.2.3.4`; an address ends the key, after `:ip:`. */
  key: string;
  limit: number;
  windowMs: number;
  /** The 429 message; the store adds its own "try later" words. */
  message: string;
};

/**
 * Fixed windows kept in the database, so every replica shares them. Every
 * rule counts the hit, all in one round trip; the first rule over its limit answers 429 and the
 * caller writes nothing.
 */
export async function enforceRateLimits(db: Db, rules: readonly RateRule[], now: Date): Promise<void> {
  const hits = rules.map((rule) => ({
    key: counted(rule.key),
    windowStart: windowStart(now, rule.windowMs),
  }));
  const counts = await countHits(db, hits);
  const over = rules.find((rule, i) => (counts[i] ?? 0) > rule.limit);
  if (over) throw new DomainError('RATE_LIMITED', over.message);
}

/**
 * A per-address key counts the client's network, not its one address: an IPv6 client chooses any
 * address of its /64, so each would otherwise be a fresh budget. Done here, once, for every rule.
 */
const counted = (key: string): string =>
  key.replace(/:ip:(.+)$/, (_all, ip: string) => `:ip:${addressKey(ip)}`);

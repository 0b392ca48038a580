import { createHash } from 'node:crypto';

/**
 * Sessions store only this hash; the token itself lives in the client (docs/server-rules.md,
 * "Sign-in and sessions").
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

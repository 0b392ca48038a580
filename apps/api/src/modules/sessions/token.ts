import { createHash } from 'node:crypto';

/** Sessions store only this hash; the token itself lives in the client (DESIGN.md section 4). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { randomBytes } from 'node:crypto';
import type { DemoOperatorHashes } from '@store/db/seed';
import { hashPassword } from './passwords';

type DemoOperatorPasswords = { admin: string; ops: string };

/**
 * The demo console's operators get passwords made when their database is created: a password in
 * the source or the README would open every demo anyone has put online.
 */
export function newDemoOperatorPasswords(): DemoOperatorPasswords {
  return { admin: randomBytes(12).toString('base64url'), ops: randomBytes(12).toString('base64url') };
}

export async function hashDemoOperatorPasswords(
  passwords: DemoOperatorPasswords,
): Promise<DemoOperatorHashes> {
  const [admin, ops] = await Promise.all([hashPassword(passwords.admin), hashPassword(passwords.ops)]);
  return { admin, ops };
}

/** Printed once, when they are made: the only place a newcomer finds them. */
export function demoOperatorsNotice(passwords: DemoOperatorPasswords): string {
  return [
    "The console's demo operators (made now, shown once; keep them):",
    `  admin 9000000009  password ${passwords.admin}`,
    `  ops   9000000010  password ${passwords.ops}`,
  ].join('\n');
}

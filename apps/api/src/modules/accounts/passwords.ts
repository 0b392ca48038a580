import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE } from '@store/domain';
import { HashGate } from './hash-gate';

// scrypt at OWASP's minimum: N=2^17, r=8, p=1 (128 MiB, a few hundred ms per hash). Node has it
// built in; argon2id would need a native module.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 256 * 1024 * 1024;

// Each hash holds 128 MiB and a thread of libuv's pool: a burst of logins must not exhaust either.
const gate = new HashGate(PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE);

type Cost = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, length: number, cost: Cost): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, length, { ...cost, maxmem: MAX_MEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export type PasswordCheck = {
  ok: boolean /** Right, but hashed below today's cost: hash again. */;
  weak: boolean;
};

export async function checkPassword(password: string, stored: string | null): Promise<PasswordCheck> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time when there is no password, so timing does not tell who has one.
    await derive(password, randomBytes(16), KEY_LENGTH, { N, r: R, p: P });
    return { ok: false, weak: false };
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), expected.length, cost);
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  return { ok, weak: ok && (cost.N < N || cost.r < R || cost.p < P) };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}

/**
 * Passwords and the other secrets of signing in. A password is stored as scrypt (node:crypto) of the
 * password with a random salt of its own: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so
 * stronger parameters can be chosen later without breaking stored hashes. Hashing runs on libuv's
 * thread pool, never on the event loop, and takes tens of milliseconds on purpose.
 *
 * Invitation tokens and session ids are random and stored only as their SHA-256: a lookup by hash
 * is the comparison, as for API keys.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The cost: N = 2^15, r = 8, p = 1 (32 MiB, tens of milliseconds a hash). */
const COST = { log2N: 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** The stored form of a new password (a fresh salt each time). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST.log2N, COST.r, COST.p);
  return ['scrypt', COST.log2N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from (false for a malformed stored value). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash nobody's password matches, verified against when there is no member: the same work, the same time. */
const NOBODY = `scrypt$${COST.log2N}$${COST.r}$${COST.p}$${randomBytes(SALT_BYTES).toString('base64url')}$${randomBytes(KEY_BYTES).toString('base64url')}`;

/** Spend the time a verification takes, for an email no member has; always false. */
export async function verifyNobody(password: string): Promise<false> {
  await verifyPassword(password, NOBODY);
  return false;
}

/** A random secret of 32 bytes, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** The stored form of an invitation token or a session id. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

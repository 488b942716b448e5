import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N=2^15, r=8, p=1: 32 MiB and about 230 ms per hash on a two-core machine. A lower cost
 * is for tests only (see Config.passwordHashCost); the cost is stored with each hash, so a hash of
 * any cost still verifies.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const maxmem = (p: { N: number; r: number }) => 256 * p.N * p.r;

/** Encodes the parameters with the hash so they can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const params = { N: 2 ** cost, r: R, p: P };
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, saltB64, keyB64] = stored.split('$');
  if (algo !== 'scrypt' || !saltB64 || !keyB64) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    ...params,
    maxmem: maxmem(params),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the account does not exist, so that
 * "no such account" takes as long as "wrong password" (of the same cost as new accounts' hashes). */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword(randomBytes(16).toString('hex'), cost)));
  return decoy;
}

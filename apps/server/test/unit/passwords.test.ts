import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/lib/passwords.js';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects hashes it does not understand instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('verifies with the parameters stored in the hash, so they can be raised later', async () => {
    const hash = await hashPassword('pw');
    const [, , r, p, salt, key] = hash.split('$');
    // Same salt and key under a different N must fail: the N in the string is what is used.
    expect(await verifyPassword('pw', ['scrypt', 16384, r, p, salt, key].join('$'))).toBe(false);
  });
});

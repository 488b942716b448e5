import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from '../../src/lib/passwords.js';
import { loadConfig } from '../../src/config.js';

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

  it('hashes at a lower cost only when told in code, and such a hash still verifies', async () => {
    const cheap = await hashPassword('pw', 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(await verifyPassword('pW', cheap)).toBe(false);
    // The decoy for unknown accounts costs what a real hash of that cost does.
    expect(await decoyHash(10)).toMatch(/^scrypt\$1024\$/);
    expect(await decoyHash()).toMatch(/^scrypt\$32768\$/);
    // No environment variable lowers it in a deployment.
    const env = { DATA_DIR: '/tmp', PASSWORD_HASH_COST: '4', SCRYPT_N: '16' } as NodeJS.ProcessEnv;
    expect(loadConfig(env).passwordHashCost).toBe(15);
  });
});

import { describe, expect, it } from 'vitest';
import {
  passwordCheckerLoaded,
  passwordWeakness,
  personalInputs,
  SCORED_LENGTH,
} from '../../src/lib/password-strength.js';

const owner = {
  email: 'ada.lovelace@analytical.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  productName: 'Scriptloom',
};

describe('password strength', () => {
  it('loads the dictionaries on the first check, not when the module is imported', async () => {
    expect(passwordCheckerLoaded()).toBe(false);
    await passwordWeakness('warm up the checker', owner);
    expect(passwordCheckerLoaded()).toBe(true);
  });

  it.each(['password', 'P@ssw0rd!', 'qwertyuiop', '12345678', 'iloveyou1'])(
    'refuses the common password %s and says why',
    async (password) => {
      const reason = await passwordWeakness(password, owner);
      expect(reason).toMatch(/^This password is too easy to guess/);
      // The library's warning and a suggestion, both whole sentences.
      expect(reason!.split('. ').length).toBeGreaterThanOrEqual(2);
    },
  );

  it('names the commonly used password in the reason', async () => {
    expect(await passwordWeakness('password', owner)).toBe(
      'This password is too easy to guess: this is a heavily used password. Add more words that are less common.',
    );
  });

  it.each([
    'ada.lovelace1',
    'Lovelace2024!',
    'lovelaceada',
    'analytical42',
    'Scriptloom123',
    'ada.lovelace@analytical.test',
    'lovelace.analytical7',
  ])('refuses %s, built from the email, the name or the product', async (password) => {
    expect(await passwordWeakness(password, owner)).toMatch(/your name, your email address/);
  });

  it.each(['correct horse battery staple', 'Quiet-Harbor-Lantern-47', 'violet tram of 1987 sings', 'Gx7!pq2Lm9#tV'])(
    'accepts %s',
    async (password) => {
      expect(await passwordWeakness(password, owner)).toBeUndefined();
    },
  );

  it('uses the parts of the address and the names as inputs', () => {
    expect(personalInputs(owner)).toEqual(
      expect.arrayContaining([
        'ada.lovelace@analytical.test',
        'ada.lovelace',
        'lovelace',
        'analytical',
        'Ada',
        'Scriptloom',
      ]),
    );
    // Initials and two-letter names would match everywhere.
    expect(personalInputs({ ...owner, firstName: 'Al', lastName: 'B' })).not.toEqual(expect.arrayContaining(['Al']));
    // Very long inputs are cut, so they cannot make the matcher slow.
    const long = personalInputs({ ...owner, firstName: 'x'.repeat(500) });
    expect(Math.max(...long.map((i) => i.length))).toBeLessThanOrEqual(100);
  });

  it('stays quick on long hostile inputs (only the first characters are scored)', async () => {
    const printable = (n: number, alphabet: string) =>
      Array.from({ length: n }, (_, i) => alphabet[(i * 7919 + 13) % alphabet.length]).join('');
    const symbols = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('');
    const inputs = [
      printable(200, symbols),
      printable(200, '4@8({[<3&69!|1|70$5+2%'), // every character a l33t substitute
      printable(200, 'abcdefghijklmnopqrstuvwxyz0123456789'),
      'aB3$'.repeat(50),
    ];
    for (const password of inputs) {
      const started = performance.now();
      await passwordWeakness(password, { ...owner, firstName: 'y'.repeat(100), lastName: 'z'.repeat(100) });
      // Before the cap a 200-character password took 10 s and more on this machine; now well under 1 s.
      // The bound is loose because the machine is shared.
      expect(performance.now() - started).toBeLessThan(4000);
    }
    expect(SCORED_LENGTH).toBeLessThanOrEqual(64);
  });
});

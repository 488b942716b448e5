import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dictionaryLine, parseT2pOutput } from '../src/sphinx/vocabulary/flite-phones.js';
import { pruneVocabularyCache } from '../src/sphinx/vocabulary/prune-vocabulary-cache.js';
import { vocabularyKey, vocabularyWords } from '../src/sphinx/vocabulary/vocabulary-words.js';

const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-vocab-words-')) };
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

describe('vocabularyWords', () => {
  it('splits terms into the lower-case words pocketsphinx spells, once each and sorted', () => {
    expect(vocabularyWords(['Northwind Labs', 'David Okafor', 'okafor', 'Jean-Luc Picard'])).toEqual([
      'david',
      'jean',
      'labs',
      'luc',
      'northwind',
      'okafor',
      'picard',
    ]);
  });

  it('drops accents, keeps inner apostrophes and leaves out words with digits or symbols', () => {
    expect(vocabularyWords(['José Núñez', 'O\u2019Brien', "'quoted'", 'GPT-4o', 'R2D2', 'C++', 'AT&T'])).toEqual([
      'at',
      'c',
      'gpt',
      'jose',
      'nunez',
      "o'brien",
      'quoted',
      't',
    ]);
    expect(vocabularyWords(['42', '   ', '東京'])).toEqual([]);
  });
});

describe('vocabularyKey', () => {
  it('is the same for the same words and settings, and differs otherwise', () => {
    const key = vocabularyKey(['labs', 'okafor'], 'weight 10');
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(vocabularyKey(['labs', 'okafor'], 'weight 10')).toBe(key);
    expect(vocabularyKey(['labs', 'okafor'], 'weight 3')).not.toBe(key);
    expect(vocabularyKey(['labs', 'okafor', 'porto'], 'weight 10')).not.toBe(key);
    // The separator keeps word boundaries: "ab"+"c" is not "a"+"bc".
    expect(vocabularyKey(['ab', 'c'], '')).not.toBe(vocabularyKey(['a', 'bc'], ''));
  });
});

describe('parseT2pOutput', () => {
  it('splits flite phones at pauses and maps them to the en-us model phones', () => {
    const out = 'pau ow k ax f er pau n ao1 r th w ih1 n d pau b ah1 t axr pau \n';
    expect(parseT2pOutput(out, 3)).toEqual([
      ['OW', 'K', 'AH', 'F', 'ER'],
      ['N', 'AO', 'R', 'TH', 'W', 'IH', 'N', 'D'],
      ['B', 'AH', 'T', 'ER'],
    ]);
  });

  it('refuses output that does not split into the words asked for, or has unknown phones', () => {
    expect(parseT2pOutput('pau ow k ax f er n ao1 r pau', 2)).toBeNull();
    expect(parseT2pOutput('pau ow k q pau', 1)).toBeNull();
    expect(parseT2pOutput('', 1)).toBeNull();
  });

  it('writes dictionary lines', () => {
    expect(dictionaryLine('okafor', ['OW', 'K', 'AH', 'F', 'ER'])).toBe('okafor OW K AH F ER');
  });
});

describe('pruneVocabularyCache', () => {
  it('removes the least recently used models beyond twelve, once they have been idle for hours', async () => {
    const dir = join(temp.dir, 'cache');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const now = Date.now();
    const hour = 3600_000;
    const keys = Array.from({ length: 15 }, (_, i) => i.toString(16).padStart(24, '0'));
    // Hours since last use: keys 0-11 within the last half hour; 12 one hour ago; 13 and 14 a day ago.
    const idleHours = (i: number) => (i < 12 ? i * 0.05 : i === 12 ? 1 : 24 + i);
    keys.forEach((key, i) => {
      const used = new Date(now - idleHours(i) * hour);
      for (const suffix of i === 5 ? ['none'] : ['lm.bin', 'dict']) {
        writeFileSync(join(dir, `${key}.${suffix}`), '');
        utimesSync(join(dir, `${key}.${suffix}`), used, used);
      }
    });
    writeFileSync(join(dir, 'add-words-0123456789abcdef'), '');
    await pruneVocabularyCache(dir, now);
    const left = readdirSync(dir);
    expect(left).toContain('add-words-0123456789abcdef');
    expect(left).toContain(`${keys[5]}.none`);
    expect(left).toContain(`${keys[12]}.lm.bin`); // the thirteenth, but used only an hour ago
    expect(left).not.toContain(`${keys[13]}.lm.bin`);
    expect(left).not.toContain(`${keys[14]}.dict`);
    expect(left.filter((name) => name.endsWith('.dict'))).toHaveLength(12);
  });
});

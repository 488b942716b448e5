import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pronounceWithFlite } from '../src/sphinx/vocabulary/pronounce-with-flite.js';
import { prepareSphinxVocabulary } from '../src/sphinx/vocabulary/sphinx-vocabulary.js';

// Real flite, C compiler and libsphinxbase (installed with the runtime packages), on a temporary cache.
const temp = { dir: mkdtempSync(join(tmpdir(), 'scriptloom-vocab-build-')) };
afterAll(() => rmSync(temp.dir, { recursive: true, force: true }));

describe('pronounceWithFlite', () => {
  it('pronounces several words in one call, in the en-us phone set', async () => {
    const phones = await pronounceWithFlite(['okafor', 'scriptloom', 'northwind']);
    expect(Object.fromEntries(phones)).toEqual({
      okafor: ['OW', 'K', 'AH', 'F', 'ER'],
      scriptloom: ['S', 'K', 'R', 'IH', 'P', 'T', 'L', 'UW', 'M'],
      northwind: ['N', 'AO', 'R', 'TH', 'W', 'IH', 'N', 'D'],
    });
  });
});

describe('prepareSphinxVocabulary', () => {
  it('builds a model and dictionary with the new words once, then reuses them', async () => {
    const cacheDir = join(temp.dir, 'a');
    const terms = ['David Okafor', 'Northwind Labs', 'R2D2'];
    const [first, same] = await Promise.all([
      prepareSphinxVocabulary(terms, { cacheDir, weight: 10 }),
      prepareSphinxVocabulary(terms, { cacheDir, weight: 10 }),
    ]);
    expect(same).toEqual(first);
    expect(first.warnings).toEqual([]);
    const [, lm, , dict] = first.args as [string, string, string, string];
    expect(first.args).toEqual(['-lm', lm, '-dict', dict]);
    expect(statSync(lm).size).toBeGreaterThan(1_000_000);
    const lines = readFileSync(dict, 'utf8').split('\n');
    expect(lines).toContain('okafor OW K AH F ER');
    expect(lines).toContain('northwind N AO R TH W IH N D');
    expect(lines).toContain('david D EY V IH D'); // the stock entries stay
    expect(lines.filter((l) => l.startsWith('labs '))).toEqual(['labs L AE B Z']); // known: not added again
    // Known but less likely than the weight asks: a twin that sounds the same, with that weight.
    expect(lines).toContain('David D EY V IH D');
    expect(lines).toContain('Labs L AE B Z');
    expect(readdirSync(join(cacheDir, 'sphinx-vocabulary')).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const inode = statSync(lm).ino;
    const again = await prepareSphinxVocabulary(['northwind labs', 'DAVID OKAFOR'], { cacheDir, weight: 10 });
    expect(again).toEqual(first); // same words in another case and order: the same cached files
    expect(statSync(lm).ino).toBe(inode);

    const heavier = await prepareSphinxVocabulary(terms, { cacheDir, weight: 30 });
    expect(heavier.args[1]).not.toBe(lm);
  });

  it('gives a known name a twin with every pronunciation of the word', async () => {
    const cacheDir = join(temp.dir, 'twins');
    const result = await prepareSphinxVocabulary(['Sarah Miller', 'Kenya'], { cacheDir, weight: 10 });
    expect(result.warnings).toEqual([]);
    const lines = readFileSync(result.args[3]!, 'utf8').split('\n');
    const stock = lines.filter((l) => /^kenya(\(\d\))? /.test(l));
    expect(stock.length).toBeGreaterThan(1); // the stock dictionary has several
    expect(lines.filter((l) => /^Kenya(\(\d\))? /.test(l))).toEqual(stock.map((l) => `K${l.slice(1)}`));
    expect(lines.filter((l) => l.startsWith('Sarah'))).toEqual(['Sarah S EH R AH']); // not "sarah's"
  });

  it('uses the stock model when every word is already known and likely enough', async () => {
    const cacheDir = join(temp.dir, 'b');
    expect(await prepareSphinxVocabulary(['The People', 'time'], { cacheDir, weight: 10 })).toEqual({
      args: [],
      warnings: [],
    });
    const files = readdirSync(join(cacheDir, 'sphinx-vocabulary'));
    expect(files.filter((f) => f.endsWith('.none'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.lm.bin'))).toEqual([]);
  });

  it('says why and builds nothing without a cache folder or the tools', async () => {
    expect(await prepareSphinxVocabulary(['Okafor'], { weight: 10 })).toEqual({
      args: [],
      warnings: ['vocabulary not used: the sphinx engine has no cache folder'],
    });
    const path = process.env.PATH;
    process.env.PATH = join(temp.dir, 'empty-bin'); // no flite, compiler or pkg-config there
    try {
      const cacheDir = join(temp.dir, 'c');
      const result = await prepareSphinxVocabulary(['Okafor'], { cacheDir, weight: 10 });
      expect(result.args).toEqual([]);
      expect(result.warnings).toEqual([
        'vocabulary not used: libsphinxbase-dev and pkg-config are needed: spawn pkg-config ENOENT',
      ]);
      expect(existsSync(join(cacheDir, 'sphinx-vocabulary'))).toBe(false);
    } finally {
      process.env.PATH = path;
    }
  });
});

import { execFile } from 'node:child_process';
import { readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tiedCommand } from '@scriptloom/media';
import { compileAddWords } from './compile-add-words.js';
import { dictionaryLine } from './flite-phones.js';
import { pronounceWithFlite } from './pronounce-with-flite.js';
import { pruneVocabularyCache } from './prune-vocabulary-cache.js';
import { BASE_DICT, BASE_LM, dictionaryWords } from './sphinx-model-files.js';
import { vocabularyKey, vocabularyWords } from './vocabulary-words.js';

const run = promisify(execFile);

export interface SphinxVocabulary {
  /** pocketsphinx_continuous flags selecting the extended model; empty when nothing was added. */
  args: string[];
  /** Why the vocabulary could not (all) be used; the transcription goes on without it. */
  warnings: string[];
}

export interface SphinxVocabularyOptions {
  /** Where built models are kept; without it the vocabulary is not used. */
  cacheDir?: string;
  /** Unigram weight of each added word, relative to the uniform distribution. */
  weight: number;
}

const building = new Map<string, Promise<SphinxVocabulary>>();

/**
 * A language model and dictionary that also know the person's words. pocketsphinx only outputs
 * words that are in both, so a name like "Okafor" could never come out. Words the dictionary lacks
 * get flite's pronunciation; words the model lacks are added as unigrams, and words it knows but
 * finds unlikely ("maya") get a twin spelling ("Maya") with the same weight. The result is cached by
 * its word list: the next upload with the same vocabulary reuses it. Never throws: what goes wrong
 * becomes a warning and the default model is used.
 */
export async function prepareSphinxVocabulary(
  terms: readonly string[],
  options: SphinxVocabularyOptions,
): Promise<SphinxVocabulary> {
  const words = vocabularyWords(terms);
  if (words.length === 0) return { args: [], warnings: [] };
  if (!options.cacheDir) return { args: [], warnings: ['vocabulary not used: the sphinx engine has no cache folder'] };
  const dir = join(options.cacheDir, 'sphinx-vocabulary');
  const key = vocabularyKey(words, `weight ${options.weight}|twins|${BASE_LM}|${BASE_DICT}`);
  let pending = building.get(key);
  if (!pending) {
    pending = useOrBuild(dir, key, words, options.weight).catch((error: Error) => ({
      args: [],
      warnings: [`vocabulary not used: ${error.message}`],
    }));
    building.set(key, pending);
    void pending.finally(() => building.delete(key));
  }
  return pending;
}

async function useOrBuild(dir: string, key: string, words: string[], weight: number): Promise<SphinxVocabulary> {
  const lm = join(dir, `${key}.lm.bin`);
  const dict = join(dir, `${key}.dict`);
  const none = join(dir, `${key}.none`);
  const modelArgs = ['-lm', lm, '-dict', dict];
  // The language model is written last, so its presence means the pair is complete.
  if (await touch(lm, dict)) return { args: modelArgs, warnings: [] };
  if (await touch(none)) return { args: [], warnings: [] };

  // The helper first: without it nothing can be built, and flite need not run.
  const helper = await compileAddWords(dir);
  const warnings: string[] = [];
  const known = await dictionaryWords(BASE_DICT);
  const unknown = words.filter((w) => !known.has(w));
  let pronounced = new Map<string, string[]>();
  if (unknown.length > 0) {
    try {
      pronounced = await pronounceWithFlite(unknown);
    } catch {
      warnings.push('flite (t2p) is not installed: words missing from the dictionary were left out');
    }
    const unpronounced = unknown.filter((w) => !pronounced.has(w));
    if (unpronounced.length > 0) warnings.push(`no pronunciation found for: ${unpronounced.join(', ')}`);
  }
  const usable = words.filter((w) => known.has(w) || pronounced.has(w));

  const tag = `${process.pid}.${Date.now()}.tmp`;
  const lmPartial = `${lm}.${tag}`;
  const dictPartial = `${dict}.${tag}`;
  try {
    // Words the dictionary knows may be common enough already; the helper adds a twin only for
    // those the model finds less likely than the weight asks (see native/add-words.c).
    const requests = usable.map((w) => (known.has(w) ? { word: w, twin: twinOf(w) } : { word: w }));
    const added = new Set(await addWords(helper, lmPartial, weight, requests));
    if (added.size === 0) {
      // Every word is already known and likely enough: the default model serves; remember that
      // instead of a copy.
      await writeFile(none, '');
      await rm(lmPartial, { force: true });
      return { args: [], warnings };
    }
    const base = await readFile(BASE_DICT, 'utf8');
    const twins = new Map(requests.filter((r) => r.twin && added.has(r.twin)).map((r) => [r.word, r.twin!]));
    const lines = [
      ...usable.filter((w) => pronounced.has(w)).map((w) => dictionaryLine(w, pronounced.get(w)!)),
      ...twinLines(base, twins),
    ];
    await writeFile(dictPartial, `${base.replace(/\n?$/, '\n')}${lines.join('\n')}\n`);
    // Concurrent builders of the same words (other processes) each rename complete files over one another.
    await rename(dictPartial, dict);
    await rename(lmPartial, lm);
  } finally {
    await rm(lmPartial, { force: true });
    await rm(dictPartial, { force: true });
  }
  await pruneVocabularyCache(dir);
  return { args: modelArgs, warnings };
}

interface AddRequest {
  word: string;
  /** The spelling to add in the word's place when the model knows it but finds it unlikely. */
  twin?: string;
}

/**
 * A known word's twin: the same word with a capital, which the model and dictionary lack (they
 * hold lower-case words) and which the transcript spells from the vocabulary anyway.
 */
export function twinOf(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The dictionary's pronunciations of each word in `twins`, under its twin's spelling ("maya(2)"
 * becomes "Maya(2)"), so the twin sounds exactly like the word.
 */
export function twinLines(dictionary: string, twins: ReadonlyMap<string, string>): string[] {
  if (twins.size === 0) return [];
  const lines: string[] = [];
  for (const line of dictionary.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const entry = line.slice(0, space);
    const variant = /\(\d+\)$/.exec(entry)?.[0] ?? '';
    const twin = twins.get(entry.slice(0, entry.length - variant.length));
    if (twin) lines.push(`${twin}${variant}${line.slice(space)}`);
  }
  return lines;
}

/** Runs the helper; returns what it added: words the model did not know, and twins. */
async function addWords(helper: string, output: string, weight: number, requests: AddRequest[]): Promise<string[]> {
  const tied = tiedCommand(helper, [BASE_LM, output, String(weight)]);
  const child = run(tied.command, tied.args, { timeout: 60_000 });
  child.child.stdin?.end(`${requests.map((r) => (r.twin ? `${r.word}\t${r.twin}` : r.word)).join('\n')}\n`);
  const { stdout } = await child;
  return stdout.split('\n').filter(Boolean);
}

/** Marks cached files as just used (see the pruning); false when any is missing. */
async function touch(...paths: string[]): Promise<boolean> {
  const now = new Date();
  for (const path of paths) {
    if (
      !(await stat(path).then(
        () => true,
        () => false,
      ))
    )
      return false;
  }
  await Promise.all(paths.map((path) => utimes(path, now, now).catch(() => undefined)));
  return true;
}

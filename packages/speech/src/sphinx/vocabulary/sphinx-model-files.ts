import { readFile } from 'node:fs/promises';

/** Debian's en-us model (package pocketsphinx-en-us), which pocketsphinx_continuous uses by default. */
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const BASE_LM = `${MODEL_DIR}/en-us.lm.bin`;
export const BASE_DICT = `${MODEL_DIR}/cmudict-en-us.dict`;

const known = new Map<string, Promise<Set<string>>>();

/** The words a dictionary pronounces (without the "(2)" of alternatives); read once a process. */
export function dictionaryWords(path: string): Promise<Set<string>> {
  let words = known.get(path);
  if (!words) {
    words = readFile(path, 'utf8').then((text) => {
      const set = new Set<string>();
      for (const line of text.split('\n')) {
        const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
        if (word) set.add(word);
      }
      return set;
    });
    known.set(path, words);
    words.catch(() => known.delete(path));
  }
  return words;
}

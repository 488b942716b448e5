// Which recordings a benchmark run covers: the repo's test podcasts and the generated corpus folders,
// each file in the development or the held-out half of corpus/split.json.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CORPORA = ['fixtures', 'synthetic', 'drascula', 'asterisk', 'fillers', 'monologue'] as const;
export type CorpusName = (typeof CORPORA)[number];
export const SETS = ['development', 'held-out'] as const;
export type SetName = (typeof SETS)[number];

export interface CorpusFile {
  corpus: CorpusName;
  name: string;
  dir: string;
  /** Undefined for a file the split does not list (a new episode, or a --dir folder). */
  set?: SetName;
}

type Split = Record<SetName, Partial<Record<CorpusName, string[]>>>;

/** Where a corpus lives: the repo's fixtures, or the generators' output under .tmp/corpus. */
export function corpusDir(root: string, corpus: CorpusName): string {
  return corpus === 'fixtures' ? join(root, 'fixtures') : join(root, '.tmp/corpus', corpus);
}

export function readSplit(root: string): Split {
  return JSON.parse(readFileSync(join(root, 'corpus/split.json'), 'utf8')) as Split;
}

export interface Selection {
  corpus: CorpusName | 'all';
  set: SetName | 'all';
  only?: string;
  /** Read this folder instead (its files have no half unless the split names them). */
  dir?: string;
  /** Every NAME must have NAME + each of these beside it, e.g. ['.ref.json', '.mp3']. */
  needs: string[];
}

export function selectFiles(root: string, selection: Selection): CorpusFile[] {
  const split = readSplit(root);
  const setOf = (corpus: CorpusName, name: string): SetName | undefined =>
    SETS.find((set) => split[set][corpus]?.includes(name));
  const folders: { corpus: CorpusName; dir: string }[] = selection.dir
    ? [{ corpus: 'fixtures', dir: selection.dir }]
    : CORPORA.filter((c) => selection.corpus === 'all' || selection.corpus === c).map((corpus) => ({
        corpus,
        dir: corpusDir(root, corpus),
      }));
  const files: CorpusFile[] = [];
  const [first, ...rest] = selection.needs;
  for (const { corpus, dir } of folders) {
    if (!isFolder(dir)) {
      if (selection.corpus !== 'all') console.warn(`skip ${corpus}: no folder ${dir} (see corpus/README.md)`);
      continue;
    }
    for (const file of readdirSync(dir).sort()) {
      if (!first || !file.endsWith(first)) continue;
      const name = file.slice(0, -first.length);
      if (selection.only && name !== selection.only) continue;
      const missing = rest.filter((suffix) => !isFile(join(dir, name + suffix)));
      if (missing.length) {
        console.warn(`skip ${name}: no ${missing.map((s) => name + s).join(', ')} beside it`);
        continue;
      }
      const set = selection.dir ? undefined : setOf(corpus, name);
      if (selection.set !== 'all' && set !== selection.set) continue;
      files.push({ corpus, name, dir, set });
    }
  }
  return files;
}

/** Parses a --corpus or --set value, naming the choices on a wrong one. */
export function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new Error(`--${flag} must be one of ${choices.join(', ')}, not "${value}"`);
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

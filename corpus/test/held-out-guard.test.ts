import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The held-out half of the corpus is for measuring, once, never for writing rules or tests (see
 * ARCHITECTURE.md, "The evaluation split"). This guard fails when a held-out script's words reach
 * the code: a run of SHINGLE words from one of its turns, or a speaker's full name, found in a source
 * or test file or the docs. Phrases and names that development material also has are allowed (they are not
 * held-out knowledge). A failure names the file and the episode, never the held-out text itself,
 * so reading the failure does not leak it further.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EPISODES = path.join(ROOT, 'corpus/episodes');
// Six words: long enough that a common phrase ("thank you for having me") is not one, short enough
// that a sentence quoted in part, or reworded around its middle, still matches.
const SHINGLE = 6;
const SCANNED = ['packages', 'apps', 'scripts', 'docs', 'e2e'];
const SCANNED_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|json|md)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.vite', 'generated']);

interface Half {
  fixtures?: string[];
  synthetic: string[];
}

interface Split {
  development: Half;
  'held-out': Half;
}

interface Script {
  voices: Record<string, unknown>;
  turns: { speaker: string; text: string }[];
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function shingles(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= tokens.length; i++) out.add(tokens.slice(i, i + SHINGLE).join(' '));
  return out;
}

function readScript(name: string): Script {
  return JSON.parse(readFileSync(path.join(EPISODES, `${name}.script.json`), 'utf8')) as Script;
}

/** Every text development material has: the development scripts and the two repo fixtures. */
function developmentText(split: Split): string[] {
  const texts = split.development.synthetic.flatMap((name) => {
    const script = readScript(name);
    return [...Object.keys(script.voices), ...script.turns.map((turn) => turn.text)];
  });
  for (const fixture of split.development.fixtures ?? []) {
    const ref = JSON.parse(readFileSync(path.join(ROOT, 'fixtures', `${fixture}.ref.json`), 'utf8')) as unknown;
    texts.push(JSON.stringify(ref));
  }
  return texts;
}

interface HeldOutMarks {
  /** shingle → the held-out episode it comes from */
  phrases: Map<string, string>;
  /** full name as words → episode */
  names: Map<string, string>;
}

function heldOutMarks(split: Split): HeldOutMarks {
  const developmentShingles = new Set<string>();
  const developmentWords = developmentText(split).map(words);
  for (const tokens of developmentWords) for (const s of shingles(tokens)) developmentShingles.add(s);
  const developmentJoined = ` ${developmentWords.map((tokens) => tokens.join(' ')).join(' | ')} `;

  const phrases = new Map<string, string>();
  const names = new Map<string, string>();
  for (const episode of split['held-out'].synthetic) {
    const script = readScript(episode);
    for (const turn of script.turns) {
      for (const s of shingles(words(turn.text))) if (!developmentShingles.has(s)) phrases.set(s, episode);
    }
    for (const speaker of Object.keys(script.voices)) {
      const name = words(speaker).join(' ');
      // Only full names: a first name alone ("Sam") is common English and proves nothing.
      if (name.includes(' ') && !developmentJoined.includes(` ${name} `)) names.set(name, episode);
    }
  }
  return { phrases, names };
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SCANNED_EXTENSIONS.test(entry)) yield full;
  }
}

function findLeaks(marks: HeldOutMarks, files: Iterable<string>): string[] {
  const leaks: string[] = [];
  for (const file of files) {
    const tokens = words(readFileSync(file, 'utf8'));
    const found = new Map<string, number>();
    for (const s of shingles(tokens)) {
      const episode = marks.phrases.get(s);
      if (episode) found.set(episode, (found.get(episode) ?? 0) + 1);
    }
    const joined = ` ${tokens.join(' ')} `;
    for (const [name, episode] of marks.names) {
      const key = `${episode} (a speaker's name)`;
      if (joined.includes(` ${name} `)) found.set(key, (found.get(key) ?? 0) + 1);
    }
    for (const [episode, count] of found) {
      leaks.push(`${path.relative(ROOT, file)}: ${count} match(es) of held-out ${episode}`);
    }
  }
  return leaks;
}

describe('the held-out half stays out of the code', () => {
  const split = JSON.parse(readFileSync(path.join(ROOT, 'corpus/split.json'), 'utf8')) as Split;
  const marks = heldOutMarks(split);

  it('knows what to look for', () => {
    // Seven held-out scripts of two to three minutes each: hundreds of phrases and a dozen names.
    expect(marks.phrases.size).toBeGreaterThan(500);
    expect(marks.names.size).toBeGreaterThanOrEqual(7);
  });

  it('finds a held-out sentence and a held-out name when they are there', () => {
    // The guard's own check, on text made here from what it collected, not on any real file.
    const [phrase, episode] = [...marks.phrases][0]!;
    const [name] = [...marks.names][0]!;
    const leaks = findLeaksInText(marks, `// as said: "${phrase.toUpperCase()}!" by ${name}`);
    expect(leaks).toEqual(expect.arrayContaining([expect.stringContaining(episode)]));
    expect(leaks.some((leak) => leak.includes("a speaker's name"))).toBe(true);
  });

  it('finds no held-out phrase or name in the code, its tests or its documents', () => {
    const files = [
      ...SCANNED.flatMap((dir) => [...sourceFiles(path.join(ROOT, dir))]),
      ...['README.md', 'ARCHITECTURE.md'].map((file) => path.join(ROOT, file)),
    ];
    expect(files.length).toBeGreaterThan(500);
    expect(findLeaks(marks, files)).toEqual([]);
  });
});

function findLeaksInText(marks: HeldOutMarks, text: string): string[] {
  const tokens = words(text);
  const leaks: string[] = [];
  for (const s of shingles(tokens)) {
    const episode = marks.phrases.get(s);
    if (episode) leaks.push(episode);
  }
  const joined = ` ${tokens.join(' ')} `;
  for (const [name, episode] of marks.names)
    if (joined.includes(` ${name} `)) leaks.push(`${episode} (a speaker's name)`);
  return leaks;
}

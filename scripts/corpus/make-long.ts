// Long recordings for measuring how cutting audio into chunks changes recognition: consecutive
// two-minute episodes (from make-drascula.ts or make-asterisk.ts) joined into one file of several
// minutes, with their references joined the same way.
//
//   npx tsx scripts/corpus/make-long.ts [--from .tmp/corpus/drascula] [--out .tmp/corpus/long]
//                                       [--groups 2,3]
//
// Episodes are split by number into a development half (odd) and a held-out half (even); each half
// is taken in order and cut into groups of the sizes given, so `--groups 2,3` writes, per half, a
// file of two episodes and one of the next three: NAME-dev-1 (01+03), NAME-dev-2 (05+07+09),
// NAME-held-1 (02+04), NAME-held-2 (06+08+10). Files a half is too short for are left out.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface Turn {
  speaker: string;
  text: string;
  start: number;
  end: number;
}

interface Reference {
  title: string;
  duration: number;
  speakers: string[];
  turns: Turn[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { from: { type: 'string' }, out: { type: 'string' }, groups: { type: 'string' } },
});
const from = path.resolve(values.from ?? path.join(root, '.tmp/corpus/drascula'));
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/long'));
const groups = (values.groups ?? '2,3').split(',').map(Number);
if (groups.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--groups takes whole numbers, e.g. 2,3');

// NAME-01.mp3 ... with a reference beside each.
const episodes = fs
  .readdirSync(from)
  .map((file) => /^(.*)-(\d+)\.mp3$/.exec(file))
  .filter((m): m is RegExpExecArray => m !== null && fs.existsSync(path.join(from, `${m[1]}-${m[2]}.ref.json`)))
  .map((m) => ({ corpus: m[1]!, number: Number(m[2]), base: path.join(from, `${m[1]}-${m[2]}`) }))
  .sort((a, b) => a.number - b.number);
if (episodes.length === 0) throw new Error(`no NAME-NN.mp3 with a reference in ${from}`);
const corpus = episodes[0]!.corpus;

fs.mkdirSync(out, { recursive: true });
let written = 0;
for (const [half, parity] of [
  ['dev', 1],
  ['held', 0],
] as const) {
  const pool = episodes.filter((e) => e.number % 2 === parity);
  let next = 0;
  groups.forEach((size, index) => {
    const members = pool.slice(next, next + size);
    next += size;
    if (members.length < size) return;
    const name = `${corpus}-${half}-${index + 1}`;
    joinEpisodes(
      members.map((m) => m.base),
      path.join(out, name),
    );
    written++;
    console.log(`${name}: episodes ${members.map((m) => m.number).join(', ')}`);
  });
}
console.log(`${written} files under ${out}`);

/** Writes `target`.mp3 and `target`.ref.json: the episodes one after another. */
function joinEpisodes(bases: string[], target: string): void {
  const turns: Turn[] = [];
  const speakers = new Set<string>();
  let offset = 0;
  for (const base of bases) {
    const ref = JSON.parse(fs.readFileSync(`${base}.ref.json`, 'utf8')) as Reference;
    for (const turn of ref.turns) {
      turns.push({ ...turn, start: round(turn.start + offset), end: round(turn.end + offset) });
      speakers.add(turn.speaker);
    }
    // The audio's own length, not the reference's: the next episode's turns start where its sound does.
    offset += audioSeconds(`${base}.mp3`);
  }
  const inputs = bases.flatMap((base) => ['-i', `${base}.mp3`]);
  const concat = `${bases.map((_, i) => `[${i}:a]`).join('')}concat=n=${bases.length}:v=0:a=1`;
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...inputs, '-filter_complex', concat, '-b:a', '64k', `${target}.mp3`]);
  const reference = {
    title: `${path.basename(target)} (${bases.map((b) => path.basename(b)).join(' + ')})`,
    duration: round(offset),
    speakers: [...speakers],
    turns,
  };
  fs.writeFileSync(`${target}.ref.json`, `${JSON.stringify(reference, null, 2)}\n`);
}

function audioSeconds(file: string): number {
  const text = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(text.toString().trim());
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}

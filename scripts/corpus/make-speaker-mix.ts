// Conversations of a chosen few speakers cut from an existing corpus (NAME.mp3 beside NAME.ref.json,
// e.g. the drascula episodes), for measuring speaker counting on real voices: every pair and every
// triple of the corpus's most-heard speakers, their turns alternating.
//
//   npx tsx scripts/corpus/make-speaker-mix.ts --dir .tmp/corpus/drascula [--out DIR] [--top 5] [--seconds 90]
//
// Writes DIR/mix-NN-A-B[-C].mp3 with .ref.json beside it. A speaker is whatever the source reference
// calls one (for drascula a game character; one actor may voice several, so the reference count of
// a mix is an upper bound).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeEpisodes, type Clip } from './episodes.js';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, out: { type: 'string' }, top: { type: 'string' }, seconds: { type: 'string' } },
});
if (!values.dir) {
  console.error('usage: make-speaker-mix.ts --dir CORPUS [--out DIR] [--top 5] [--seconds 90]');
  process.exit(2);
}
const dir = path.resolve(values.dir);
const out = path.resolve(values.out ?? `${dir}-mix`);
const top = Number(values.top ?? 5);
const seconds = Number(values.seconds ?? 90);
const RATE = 16_000;

interface Turn {
  speaker: string;
  text?: string;
  start: number;
  end: number;
}

// Every turn of the corpus as a clip, grouped by speaker, in corpus order.
const bySpeaker = new Map<string, Clip[]>();
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ref.json'))
  .sort()) {
  const base = path.join(dir, file.slice(0, -'.ref.json'.length));
  const ref = JSON.parse(fs.readFileSync(`${base}.ref.json`, 'utf8')) as { turns: Turn[] };
  const pcm = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', `${base}.mp3`, '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-'],
    {
      maxBuffer: 1 << 30,
    },
  );
  ref.turns.forEach((turn, i) => {
    const from = 2 * Math.round(turn.start * RATE);
    const to = 2 * Math.round(turn.end * RATE);
    const clips = bySpeaker.get(turn.speaker) ?? [];
    clips.push({ id: `${file}-${i}`, speaker: turn.speaker, text: turn.text ?? '', pcm: pcm.subarray(from, to) });
    bySpeaker.set(turn.speaker, clips);
  });
}

const length = (clips: Clip[]): number => clips.reduce((s, c) => s + c.pcm.length / 2 / RATE, 0);
const ranked = [...bySpeaker.keys()].sort((a, b) => length(bySpeaker.get(b)!) - length(bySpeaker.get(a)!));
const chosen = ranked.slice(0, top);
const groups: string[][] = [];
for (let a = 0; a < chosen.length; a++)
  for (let b = a + 1; b < chosen.length; b++) {
    groups.push([chosen[a]!, chosen[b]!]);
    for (let c = b + 1; c < chosen.length; c++) groups.push([chosen[a]!, chosen[b]!, chosen[c]!]);
  }

// Each speaker's clips are used in turn across files, so files share as few clips as possible.
const cursor = new Map(chosen.map((s) => [s, 0]));
const next = (speaker: string): Clip => {
  const clips = bySpeaker.get(speaker)!;
  const i = cursor.get(speaker)!;
  cursor.set(speaker, i + 1);
  return clips[i % clips.length]!;
};

groups.forEach((group, g) => {
  const clips: Clip[] = [];
  // Round-robin until every speaker has had about its share of the file.
  const share = seconds / group.length;
  const spoken = new Map(group.map((s) => [s, 0]));
  for (let k = 0; [...spoken.values()].some((t) => t < share); k++) {
    const speaker = group[k % group.length]!;
    if (spoken.get(speaker)! >= share) continue;
    const clip = next(speaker);
    clips.push(clip);
    spoken.set(speaker, spoken.get(speaker)! + clip.pcm.length / 2 / RATE);
  }
  const name = `mix-${String(g + 1).padStart(2, '0')}-${group.join('-')}`;
  writeEpisodes(clips, { out, name, title: `Mix of ${group.join(', ')}`, rate: RATE, episodeSeconds: Infinity });
});
console.log(`${groups.length} mixes of ${chosen.join(', ')} under ${out}`);

// One real voice talking alone, with known topic changes: monologues of about four minutes made
// from the English prompts of Debian's `asterisk-core-sounds-en-wav` (one studio speaker, Allison,
// 8 kHz), with their text from `asterisk-core-sounds-en`'s core-sounds-en.txt.
//
//   npx tsx scripts/corpus/make-monologues.ts [--out DIR]
//
// The prompts fall into subjects by their names (voicemail, conferences, the demonstration, the
// directory, call screening, queues and agents). Each subject's sentences, in name order, are cut into
// stretches of about SEGMENT_SECONDS; a monologue is three stretches of different subjects one after
// another, so it has two topic changes, where one subject's last sentence meets the next one's first.
// Sentences only (four words or more): fragments like "and" or "messages" are read alone in the
// product but would make a word salad here. The pause before each sentence is 0.4-0.9 s, from a hash
// of its name, the same at a topic change as inside a subject: nothing but the words tells where a
// topic changes, as in a talk without turn-taking.
//
// Writes DIR/monologue-NN.mp3 beside NAME.ref.json (turns: speaker, text, start, end) and
// NAME.insights.json (topics: the turn and second each subject starts at; no entities or keywords
// are annotated), the layout `bench:insights --corpus monologue` reads. Odd numbers are development,
// even held-out (corpus/split.json). No chapter rule had been tuned on these prompts before them.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asteriskEnglishPrompts } from './asterisk-prompts.js';
import { encodeMp3, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/monologue'));
const cache = path.join(root, '.tmp/corpus/packages');
const RATE = 8000;
/** About a minute and a quarter of one subject: long enough for a chapter of its own. */
const SEGMENT_SECONDS = 75;
const MIN_WORDS = 4;

/** Subjects by prompt name prefix, in the order their stretches are dealt to monologues. */
const SUBJECTS: { title: string; prefixes: string[] }[] = [
  { title: 'Voicemail', prefixes: ['vm-'] },
  { title: 'Conference calls', prefixes: ['conf-', 'confbridge-'] },
  { title: 'The Asterisk demonstration', prefixes: ['demo-'] },
  { title: 'Queues and agents', prefixes: ['queue-', 'agent-'] },
  { title: 'The company directory', prefixes: ['dir-'] },
  { title: 'Call screening and privacy', prefixes: ['priv-', 'privacy-', 'screen-'] },
];

const bySubject = SUBJECTS.map(() => [] as Clip[]);
for (const prompt of asteriskEnglishPrompts(cache)) {
  const key = prompt.key;
  // "*" and "#" are said "star" and "pound"; "(simple tone sound plays)" is a note, not speech.
  const text = prompt.text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\*/g, ' star ')
    .replace(/#/g, ' pound ')
    .replace(/\s+/g, ' ')
    .trim();
  const subject = SUBJECTS.findIndex((s) => s.prefixes.some((p) => key.startsWith(p)));
  if (subject < 0 || text.split(' ').filter((w) => /[A-Za-z0-9]/.test(w)).length < MIN_WORDS) continue;
  const wav = prompt.wav;
  if (!wav) continue; // listed but not shipped
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'], {
    maxBuffer: 1 << 28,
  });
  bySubject[subject]!.push({ id: key, speaker: 'Allison', text, pcm });
}

// Each subject cut into stretches of about SEGMENT_SECONDS (a short remainder joins the last one).
interface Stretch {
  subject: number;
  clips: Clip[];
}
const stretches: Stretch[][] = bySubject.map((clips, subject) => {
  const total = clips.reduce((s, c) => s + seconds(c), 0);
  const count = Math.max(1, Math.round(total / SEGMENT_SECONDS));
  const parts: Stretch[] = [];
  let at = 0;
  for (const clip of clips) {
    const index = Math.min(count - 1, Math.floor((at / total) * count));
    (parts[index] ??= { subject, clips: [] }).clips.push(clip);
    at += seconds(clip);
  }
  return parts.filter(Boolean);
});

// Deal the stretches three to a monologue, always taking from the subject with the most left that
// is not the one just taken, so neighbours differ and the large subjects spread over many files.
const monologues: Stretch[][] = [];
let current: Stretch[] = [];
for (;;) {
  const last = current.at(-1)?.subject;
  const candidates = stretches
    .map((left, subject) => ({ left, subject }))
    .filter(({ left, subject }) => left.length > 0 && subject !== last && !current.some((s) => s.subject === subject))
    .sort((a, b) => b.left.length - a.left.length || a.subject - b.subject);
  if (candidates.length === 0) break;
  current.push(candidates[0]!.left.shift()!);
  if (current.length === 3) {
    monologues.push(current);
    current = [];
  }
}
if (current.length > 1) monologues.push(current);
// The dealing puts the largest subjects first every time; rotating monologue m by m makes the order
// of subjects differ between files (three different subjects, so neighbours still differ).
monologues.forEach((parts, m) => parts.push(...parts.splice(0, m % parts.length)));

fs.mkdirSync(out, { recursive: true });
monologues.forEach((parts, m) => {
  const name = `monologue-${String(m + 1).padStart(2, '0')}`;
  const pcm: Buffer[] = [];
  const turns: { speaker: string; text: string; start: number; end: number; clip: string }[] = [];
  const topics: { turn: number; start: number; title: string }[] = [];
  let at = 0;
  for (const stretch of parts) {
    for (const clip of stretch.clips) {
      const pause = pauseBefore(clip.id);
      pcm.push(Buffer.alloc(2 * Math.round(pause * RATE)));
      at += Math.round(pause * RATE) / RATE;
      // The first subject starts the file (0 s): only the later ones are topic changes.
      if (stretch.clips[0] === clip)
        topics.push({
          turn: turns.length,
          start: turns.length ? round(at) : 0,
          title: SUBJECTS[stretch.subject]!.title,
        });
      turns.push({
        speaker: clip.speaker,
        text: clip.text,
        start: round(at),
        end: round(at + seconds(clip)),
        clip: clip.id,
      });
      pcm.push(clip.pcm);
      at += seconds(clip);
    }
  }
  const file = path.join(out, name);
  encodeMp3(`${file}.mp3`, RATE, Buffer.concat(pcm));
  const title = `Telephone prompts: ${topics.map((t) => t.title.toLowerCase()).join(', ')}`;
  fs.writeFileSync(
    `${file}.ref.json`,
    `${JSON.stringify({ title, duration: round(at), speakers: ['Allison'], turns }, null, 2)}\n`,
  );
  fs.writeFileSync(`${file}.insights.json`, `${JSON.stringify({ topics, entities: {}, keywords: [] }, null, 2)}\n`);
  console.log(
    `${name}: ${Math.round(at)} s, ${topics.map((t) => `${t.title} at ${Math.round(t.start)} s`).join('; ')}`,
  );
});
const unused = stretches.flat().length;
console.log(`${monologues.length} monologues under ${out}${unused ? `; ${unused} stretches left over` : ''}`);

function seconds(clip: Clip): number {
  return clip.pcm.length / 2 / RATE;
}

/** 0.4-0.9 s, fixed by the clip's name so renders repeat exactly. */
function pauseBefore(id: string): number {
  return 0.4 + (createHash('sha256').update(id).digest().readUInt16BE(0) / 0xffff) * 0.5;
}

function round(s: number): number {
  return Math.round(s * 100) / 100;
}

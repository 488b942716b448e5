// Made recordings with hesitation sounds at known times, for measuring how fillers are heard
// (bench:fillers). The words are the first turns of the synthetic scripts (corpus/episodes); between
// some of their words a filler is put in, spoken by the turn's own voice ("um", "uh", "er", "hmm",
// said slowly, as a hesitation is held) or made at the voice's pitch as a held vowel ("hum", written
// "uh") or a hummed "hmm" (sounds no speech engine drew), with short pauses around it as people
// leave them.
//
//   npx tsx scripts/corpus/make-fillers.ts [--out DIR] [--episodes 10] [--seconds 40]
//
// Writes DIR/fillers-NN.mp3 beside fillers-NN.ref.json: the bench layout (turns: speaker, text with
// the fillers written in, start, end) plus `fillers`: [{text, kind, start, end}] in seconds, each
// measured on the joined audio (the filler's own sound, its padding trimmed). Episode NN is made
// from script epNN, so the split rule holds: odd numbers are development, even held-out. Everything
// is chosen by a generator seeded with the episode's number, so a render repeats exactly.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseScript, type VoiceSpec } from './episode-script.js';
import { levelled, silence, speechBounds } from './pcm.js';
import { RATE, synthesise } from './synthesise.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, episodes: { type: 'string' }, seconds: { type: 'string' } },
});
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/fillers'));
const episodeCount = Number(values.episodes ?? 10);
const targetSeconds = Number(values.seconds ?? 40);

/** The kinds of filler, in the order episodes cycle through them; `hum` is the made vowel. */
const KINDS = ['um', 'uh', 'er', 'hmm', 'hum'] as const;
type Kind = (typeof KINDS)[number];

/** Resonances (Hz, bandwidth) of the vowel in "but", and of a hummed "mm" (low, damped). */
const UH_FORMANTS: readonly (readonly [number, number])[] = [
  [640, 80],
  [1190, 90],
  [2390, 120],
];
const MM_FORMANTS: readonly (readonly [number, number])[] = [
  [250, 60],
  [1100, 300],
  [2300, 400],
];

interface Filler {
  text: string;
  kind: Kind;
  start: number;
  end: number;
}

const scripts = fs
  .readdirSync(path.join(root, 'corpus/episodes'))
  .filter((f) => f.endsWith('.script.json'))
  .sort();
const scratch = fs.mkdtempSync(path.join(root, '.tmp', 'fillers-'));
fs.mkdirSync(out, { recursive: true });
try {
  for (let n = 1; n <= episodeCount; n++) {
    const file = scripts.find((f) => f.startsWith(`ep${String(n).padStart(2, '0')}-`));
    if (!file) throw new Error(`no script ep${n} in corpus/episodes`);
    makeEpisode(n, file);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

function makeEpisode(n: number, file: string): void {
  const script = parseScript(JSON.parse(fs.readFileSync(path.join(root, 'corpus/episodes', file), 'utf8')), file);
  const random = seeded(n * 7919);
  const parts: Buffer[] = [];
  const turns: { speaker: string; text: string; start: number; end: number }[] = [];
  const fillers: Filler[] = [];
  let samples = 0;
  const push = (pcm: Buffer): void => {
    parts.push(pcm);
    samples += pcm.length >> 1;
  };
  const now = (): number => samples / RATE;

  for (const turn of script.turns) {
    if (now() >= targetSeconds) break;
    const voice = script.voices[turn.speaker]!;
    push(silence(0.4 + random() * 0.4, RATE));
    const words = turn.text.split(/\s+/).filter(Boolean);
    // Where fillers go: before the word at each chosen index (never the turn's first word alone
    // twice in a row), one every 6-14 words, and now and then one to open the turn.
    const before = new Set<number>();
    if (random() < 0.3) before.add(0);
    for (let i = 3 + Math.floor(random() * 6); i < words.length - 1; i += 6 + Math.floor(random() * 9)) before.add(i);

    const start = now();
    const written: string[] = [];
    let phrase: string[] = [];
    const sayPhrase = (): void => {
      if (phrase.length === 0) return;
      push(trimmed(levelled(synthesise(phrase.join(' '), voice, scratch))));
      written.push(...phrase);
      phrase = [];
    };
    words.forEach((word, i) => {
      if (before.has(i)) {
        sayPhrase();
        const kind = KINDS[fillers.length % KINDS.length]!;
        if (i > 0) push(silence(pause(random), RATE));
        const sound = fillerSound(kind, voice, random);
        const at = now();
        push(sound);
        const text = kind === 'hum' ? 'uh' : kind;
        fillers.push({ text, kind, start: round(at), end: round(at + (sound.length >> 1) / RATE) });
        written.push(`${text},`);
        push(silence(pause(random), RATE));
      }
      phrase.push(word);
    });
    sayPhrase();
    turns.push({ speaker: turn.speaker, text: written.join(' '), start: round(start), end: round(now()) });
  }
  push(silence(0.5, RATE));

  const name = path.join(out, `fillers-${String(n).padStart(2, '0')}`);
  execFileSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', 'pipe:0', '-b:a', '96k', `${name}.mp3`],
    { input: Buffer.concat(parts), maxBuffer: 1 << 30 },
  );
  const speakers = [...new Set(turns.map((t) => t.speaker))];
  const reference = { title: `${script.title} (with fillers)`, duration: round(now()), speakers, turns, fillers };
  fs.writeFileSync(`${name}.ref.json`, `${JSON.stringify(reference, null, 2)}\n`);
  console.log(`${path.basename(name)}: ${round(now())} s, ${fillers.length} fillers`);
}

/** A pause beside a filler: mostly short, sometimes none to speak of, sometimes long. */
function pause(random: () => number): number {
  const r = random();
  return r < 0.2 ? 0.03 + random() * 0.05 : r < 0.85 ? 0.1 + random() * 0.25 : 0.4 + random() * 0.4;
}

/** A filler in the turn's voice, levelled a little under the speech as hesitations are. */
function fillerSound(kind: Kind, voice: VoiceSpec, random: () => number): Buffer {
  const level = 1800 + random() * 1200;
  if (kind === 'hum') return levelled(voicedSound(voice, UH_FORMANTS, 0.3 + random() * 0.6, random), level);
  // The engines spell "hmm" out as letters, so it is made too: a hummed nasal murmur.
  if (kind === 'hmm') return levelled(voicedSound(voice, MM_FORMANTS, 0.35 + random() * 0.5, random), level);
  // Said slowly: a held hesitation is two or three times a word's length.
  const slow: VoiceSpec =
    voice.engine === 'flite'
      ? { ...voice, speed: (voice.speed ?? 1) * (1.3 + random() * 0.7) }
      : { ...voice, speed: Math.round(100 + random() * 40) };
  // Spelled as the engines say them as one sound ("uhh" and "hmm" they spell out letter by letter).
  const spoken = kind === 'er' ? 'err' : kind;
  return levelled(trimmed(synthesise(spoken, slow, scratch)), level);
}

/**
 * A held voiced sound made from scratch: a glottal pulse train at the voice's pitch (drifting down a
 * little, with jitter) through the given resonances, faded in and out.
 */
function voicedSound(
  voice: VoiceSpec,
  formants: readonly (readonly [number, number])[],
  seconds: number,
  random: () => number,
): Buffer {
  const f0Start = (voice.engine === 'flite' ? voice.pitch : undefined) ?? (random() < 0.5 ? 110 : 190);
  const total = Math.round(seconds * RATE);
  const source = new Float64Array(total);
  let phase = 0;
  for (let i = 0; i < total; i++) {
    const f0 = f0Start * (1 - 0.12 * (i / total)) * (1 + 0.01 * (random() - 0.5));
    phase += f0 / RATE;
    if (phase >= 1) {
      phase -= 1;
      source[i] = 1;
    }
  }
  let signal: Float64Array = source;
  for (const [freq, bandwidth] of formants) signal = resonate(signal, freq, bandwidth);
  const pcm = Buffer.alloc(total * 2);
  let peak = 1e-9;
  for (const v of signal) peak = Math.max(peak, Math.abs(v));
  const fade = Math.round(0.04 * RATE);
  for (let i = 0; i < total; i++) {
    const envelope = Math.min(1, i / fade, (total - 1 - i) / fade);
    pcm.writeInt16LE(Math.round((signal[i]! / peak) * 20000 * envelope), 2 * i);
  }
  return pcm;
}

/** A two-pole resonator (one formant). */
function resonate(input: Float64Array, freq: number, bandwidth: number): Float64Array {
  const r = Math.exp((-Math.PI * bandwidth) / RATE);
  const a1 = 2 * r * Math.cos((2 * Math.PI * freq) / RATE);
  const a2 = -r * r;
  const output = new Float64Array(input.length);
  for (let i = 0; i < input.length; i++) output[i] = input[i]! + a1 * (output[i - 1] ?? 0) + a2 * (output[i - 2] ?? 0);
  return output;
}

/** Only the sound: the engines' silent padding cut off. */
function trimmed(pcm: Buffer): Buffer {
  const { start, end } = speechBounds(pcm, RATE);
  return pcm.subarray(start * 2, end * 2);
}

/** mulberry32: a small generator, so every episode's choices repeat from its number. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

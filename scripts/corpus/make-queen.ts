// Real recorded conversations with known speakers, for measuring speaker counting: the dialogues
// of Debian's `flight-of-the-amazon-queen` (the freeware CD version of the game, with speech by
// several actors; see /usr/share/doc/flight-of-the-amazon-queen/copyright in the package).
//
//   npx tsx scripts/corpus/make-queen.ts [--out DIR] [--episode-seconds 120]
//
// Downloads the package (`apt-get download`, no install) and reads its resource file queen.1c: a
// table of entries (12-byte name, bundle byte, big-endian offset and size) after a 15-byte header.
// Each dialogue is a NAME.DOG file named after the character Joe talks to (FAYE2.DOG, FRANK.DOG);
// its talk key (a big-endian int16 at byte 24, after a 20-byte AmBk header and two int16s) starts
// the names of its speech clips, `KKHHHHJn.SB` for a line of Joe's and `KKHHHHPn.SB` for one of the
// other person's (KK the key, HHHH the dialogue node). So every clip's speaker comes from the
// game's own files. The clips are MP3 at 11,025 Hz; there is no text (the benchmark of speakers
// does not need it).
//
// Episodes follow the dialogues in the game's order (key, node, Joe before the reply), so an episode
// is Joe talking to one to three characters in turn. Writes DIR/queen-NNN.mp3 beside .ref.json. One
// actor may voice several minor characters, so a reference count is an upper bound, as for drascula.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { unpackedPackage, writeEpisodes, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' }, 'episode-seconds': { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/queen'));
const RATE = 11_025;

const resource = fs.readFileSync(
  path.join(
    unpackedPackage(path.join(root, '.tmp/corpus/packages'), 'flight-of-the-amazon-queen'),
    'usr/share/scummvm/flight-of-the-amazon-queen/queen.1c',
  ),
);
if (resource.toString('latin1', 0, 4) !== 'QTBL') throw new Error('queen.1c: no QTBL table');
const entries = new Map<string, Buffer>();
const count = resource.readUInt16BE(13);
for (let i = 0, at = 15; i < count; i++, at += 21) {
  const name = resource.toString('latin1', at, at + 12).replace(/\0.*$/s, '');
  const offset = resource.readUInt32BE(at + 13);
  entries.set(name, resource.subarray(offset, offset + resource.readUInt32BE(at + 17)));
}

// Talk key -> character. Numbered files are further talks with one character (FAYE2..FAYE6), except
// the generic MAN1 and MAN2, who may be two people.
const characterOf = new Map<number, string>();
for (const [name, data] of entries) {
  const match = /^([A-Z]+?)(\d*)\.DOG$/.exec(name);
  if (!match) continue;
  characterOf.set(data.readInt16BE(24), match[1] === 'MAN' ? `MAN${match[2]}` : match[1]!);
}

interface Line {
  key: number;
  node: string;
  joe: boolean;
  n: number;
  name: string;
}
const lines: Line[] = [];
for (const name of entries.keys()) {
  const match = /^(\d\d)([0-9A-FSX ]{4})([JP])(\d)\.SB$/.exec(name);
  if (!match || !characterOf.has(Number(match[1]))) continue;
  lines.push({ key: Number(match[1]), node: match[2]!, joe: match[3] === 'J', n: Number(match[4]), name });
}
lines.sort((a, b) => a.key - b.key || a.node.localeCompare(b.node) || Number(b.joe) - Number(a.joe) || a.n - b.n);

const clips: Clip[] = lines.map((line) => ({
  id: line.name.slice(0, -3),
  speaker: line.joe ? 'JOE' : characterOf.get(line.key)!,
  text: '',
  pcm: execFileSync(
    'ffmpeg',
    ['-v', 'error', '-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', String(RATE), '-'],
    {
      input: entries.get(line.name)!,
      maxBuffer: 1 << 26,
    },
  ),
}));
// A clip under a fifth of a second is a grunt or a click, not a line.
const spoken = clips.filter((c) => c.pcm.length / 2 / RATE >= 0.2);

const episodes = writeEpisodes(spoken, {
  out,
  name: 'queen',
  title: 'Flight of the Amazon Queen dialogues',
  rate: RATE,
  episodeSeconds: Number(values['episode-seconds'] ?? 120),
  // About a hundred episodes: three digits keep queen-100 after queen-099.
  digits: 3,
});
console.log(
  `${spoken.length} clips of ${new Set(spoken.map((c) => c.speaker)).size} speakers in ${episodes} episodes under ${out}`,
);

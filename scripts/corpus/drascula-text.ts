// Reads the line tables of `drascula.dat`, the text file of Debian's `drascula` package (the
// English voice-over of a 1996 adventure game, recorded by actors): each spoken clip `<prefix><n>.ALS`
// has its words in table `<prefix>` at index n. The layout is ScummVM's: big-endian 16-bit counts
// and sizes, a run of fixed-size records to skip, then one block per table holding every language.

/** File-name prefix of a character's clips -> the table holding their lines. */
export const CHARACTER_TABLES: Record<string, string> = {
  '': 'text',
  D: 'textd',
  B: 'textb',
  BJ: 'textbj',
  E: 'texte',
  I: 'texti',
  L: 'textl',
  P: 'textp',
  T: 'textt',
  VB: 'textvb',
};

const TABLE_NAMES = [
  'text',
  'textd',
  'textb',
  'textbj',
  'texte',
  'texti',
  'textl',
  'textp',
  'textt',
  'textvb',
  'textsys',
  'texthis',
  'textverbs',
  'textmisc',
  'textd1',
];

/** Sizes of the records that come before the texts (room data, item positions, ...), skipped. */
const SKIPPED_RECORD_SIZES = [4, 4, 4, 2, 4, 2, 4, 2, 2, 20, 20, 10, 8];

/** The tables of one language (0 is English), by name. Throws on a file that is not drascula.dat. */
export function readDrasculaTables(data: Buffer, language = 0): Map<string, string[]> {
  if (data.subarray(0, 8).toString('latin1') !== 'DRASCULA') throw new Error('not a drascula.dat file');
  let at = 9; // magic and a version byte
  const u16 = () => {
    if (at + 2 > data.length) throw new Error('drascula.dat ends early');
    const value = data.readUInt16BE(at);
    at += 2;
    return value;
  };
  for (const size of SKIPPED_RECORD_SIZES) {
    const records = u16(); // read before `at` is used: u16 moves it
    at += records * size;
  }
  const languages = u16();
  if (language >= languages) throw new Error(`drascula.dat has ${languages} languages`);

  const tables = new Map<string, string[]>();
  for (const name of TABLE_NAMES) {
    const count = u16();
    for (let lang = 0; lang < languages; lang++) {
      u16(); // the block's total size
      at += 2; // padding
      const lines: string[] = [];
      for (let i = 0; i < count; i++) {
        const size = u16(); // includes these two bytes
        const text = data.subarray(at, at + size - 2);
        const end = text.indexOf(0);
        lines.push(text.subarray(0, end < 0 ? undefined : end).toString('latin1'));
        at += size - 2;
      }
      if (lang === language) tables.set(name, lines);
    }
  }
  return tables;
}

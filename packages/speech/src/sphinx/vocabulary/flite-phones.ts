// The phones of the en-us acoustic model (CMU set without stress).
const SPHINX_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

// flite's names for the two phones the en-us model calls otherwise.
const RENAMED: Record<string, string> = { AX: 'AH', AXR: 'ER' };

/**
 * The pronunciations in `t2p` output for words said one after another with a comma between them:
 * flite marks each comma (and the start and end) with `pau`. Returns one phone list per word, or
 * null when the output does not split into `count` words of known phones.
 */
export function parseT2pOutput(output: string, count: number): string[][] | null {
  const groups: string[][] = [[]];
  for (const token of output.trim().split(/\s+/)) {
    if (token === '') continue;
    if (token === 'pau') {
      if (groups.at(-1)!.length > 0) groups.push([]);
      continue;
    }
    const bare = token.replace(/\d+$/, '').toUpperCase();
    const phone = RENAMED[bare] ?? bare;
    if (!SPHINX_PHONES.has(phone)) return null;
    groups.at(-1)!.push(phone);
  }
  if (groups.at(-1)!.length === 0) groups.pop();
  return groups.length === count ? groups : null;
}

/** A line of a pocketsphinx dictionary: `word PH ON ES`. */
export function dictionaryLine(word: string, phones: readonly string[]): string {
  return `${word} ${phones.join(' ')}`;
}

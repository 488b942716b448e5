/**
 * HTML character references in markdown text (`&amp;`, `&#60;`, `&#x3C;`), decoded as markdown
 * readers decode them. escapeMarkdown writes `&lt;` for `<`, so the show notes it assembles read back
 * as written; link checks decode them too, since a reader's tool would (`&#106;avascript:`).
 */

/** The named references people and tools write, and those that can spell out a link's scheme. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  num: '#',
  quest: '?',
  period: '.',
  lpar: '(',
  rpar: ')',
};

// Bounded lengths keep the match linear on a long run of digits or letters.
const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

/** Text with its character references decoded; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED, name) ? NAMED[name]! : whole;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
    // As HTML does: nothing, a surrogate half or beyond Unicode is the replacement character.
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
    return String.fromCodePoint(code);
  });
}

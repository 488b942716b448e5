import { decodeEntities } from '../markdown/entities.js';

/**
 * Show notes as markdown that no reader's tool will run: the md export hands them on as markdown
 * (so their formatting survives), and whatever renders that file next (a blog engine, a static site
 * generator, a notes app) may pass raw html through and follow any link.
 *
 * - Every `<` becomes `&lt;`, so no html element, comment or `<javascript:...>` autolink can start;
 *   only an `<http(s)://...>` or `<mailto:...>` autolink is kept as written.
 * - A link, image or link definition whose address is not http, https, mailto or relative (an
 *   anchor, a path) loses its `]` to a backslash escape: the reader then shows it as the text it was
 *   written as. Addresses are read as a browser reads them: character references decoded, control
 *   and invisible characters dropped, letter case ignored.
 * - `{` and `}` are escaped, so pandoc's `{onclick=...}` attributes and `{=html}` blocks and MDX's
 *   `{...}` expressions stay text.
 *
 * This holds inside code spans and fences too (where `&lt;` shows as written): a reader that does
 * not know fenced code, or reads a fence differently, would otherwise run what is in it. Everything
 * else is kept byte for byte. Linear in the length: each check reads on only until it can decide.
 */
export function safeMarkdown(markdown: string): string {
  let out = '';
  let at = 0;
  const special = /\\[^]|[<\]{}]/g;
  for (let m = special.exec(markdown); m !== null; m = special.exec(markdown)) {
    const p = m.index;
    const found = m[0];
    let replacement: string | null = null;
    if (found === '\\<') {
      // `\<` is an escape in CommonMark only; a reference is understood everywhere.
      replacement = '&lt;';
    } else if (found === '<') {
      // What is inside is still looked at: a reader that reads links before autolinks (Markdown.pl)
      // could take a `](javascript:...)` in it for a link.
      SAFE_AUTOLINK.lastIndex = p;
      if (!SAFE_AUTOLINK.test(markdown)) replacement = '&lt;';
    } else if (found === '{' || found === '}') {
      replacement = `\\${found}`;
    } else if (found === ']') {
      const address = addressAfter(markdown, p + 1);
      if (address >= 0 && !safeAddress(markdown, address)) replacement = '\\]';
    }
    // Other backslash escapes are kept as they are, and what they escape is not looked at again.
    if (replacement !== null) {
      out += markdown.slice(at, p) + replacement;
      at = p + found.length;
    }
  }
  return out + markdown.slice(at);
}

/**
 * An autolink kept as written: http, https or mailto, and only characters that cannot end the
 * address early or make it an attribute for a reader that takes it for an html tag.
 */
// eslint-disable-next-line no-control-regex -- control characters are what the class leaves out
const SAFE_AUTOLINK = /<(?:https?:\/\/|mailto:)[^\s<>"'`\\\u0000-\u001f\u007f]+>/iy;

/**
 * Where the address of a link starts when `]` at `from - 1` ends a link's text (`](`) or a link
 * definition's label (`]:`); -1 when it does neither. White space between the `]` and the `(` is
 * allowed too, as some readers allow it.
 */
function addressAfter(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  const c = text[i];
  if (c === '(' || (c === ':' && i === from)) return i + 1;
  return -1;
}

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
/** Longest stretch an address is read for before deciding; past it, it counts as unsafe. */
const MAX_ADDRESS_READ = 4096;
const REFERENCE = /&(?:#\d{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/y;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/**
 * Whether the address starting at `from` is one a reader may follow: no scheme (a path, an anchor,
 * a query) or http, https, mailto. Read as far as needed to know the scheme, the way a browser
 * would see it once the markdown reader has passed it on.
 */
function safeAddress(text: string, from: number): boolean {
  let i = from;
  // White space and line breaks before the address, then the `<` of an address in angle brackets.
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  if (text[i] === '<') i++;
  let scheme = '';
  const limit = Math.min(text.length, i + MAX_ADDRESS_READ);
  while (i < limit) {
    let chars: string;
    if (text[i] === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      chars = text[i + 1]!;
      i += 2;
    } else if (text[i] === '&') {
      REFERENCE.lastIndex = i;
      const reference = REFERENCE.exec(text);
      // An `&` that is not a reference we can decode might still be one to a browser (`&#106` needs
      // no semicolon there): not worth the doubt.
      if (!reference) return false;
      chars = decodeEntities(reference[0]);
      if (chars === reference[0]) return false;
      i += reference[0].length;
    } else {
      chars = text[i]!;
      i++;
    }
    for (const char of chars) {
      const code = char.codePointAt(0)!;
      // Browsers drop leading spaces and control characters, and tabs and line breaks anywhere;
      // invisible format characters are dropped here too, to be on the safe side.
      if (isInvisible(code) || (scheme === '' && code === 0x20)) continue;
      if (char === ':') return scheme === '' || SAFE_SCHEMES.has(scheme.toLowerCase());
      const schemeChar = scheme === '' ? /[A-Za-z]/.test(char) : /[A-Za-z0-9+.-]/.test(char);
      // Anything else before a `:` means there is no scheme: a relative address.
      if (!schemeChar) return true;
      scheme += char;
    }
  }
  // The text ended while still reading what could be a scheme: nothing for a reader to follow.
  return i >= text.length;
}

/** Control characters, and characters that take no room (soft hyphen, zero-width, direction marks). */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff
  );
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

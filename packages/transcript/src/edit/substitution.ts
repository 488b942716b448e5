/**
 * The text that `String.prototype.replace` would put in place of one match for a replacement
 * pattern ($$, $&, $`, $', $1..$99, $<name>). Written out because replace-all must skip the
 * zero-length matches that find skips, which the built-in replace cannot be told to do.
 */
export function expandReplacement(
  pattern: string,
  match: RegExpExecArray,
  input: string,
  maxLength = Infinity,
): string {
  const captures = match.length - 1;
  let out = '';
  let i = 0;
  // Past `maxLength` the result is refused anyway: stop copying ($' can copy the whole text per use).
  while (i < pattern.length && out.length <= maxLength) {
    const ch = pattern[i]!;
    const next = pattern[i + 1];
    if (ch !== '$' || next === undefined) {
      out += ch;
      i++;
    } else if (next === '$') {
      out += '$';
      i += 2;
    } else if (next === '&') {
      out += match[0];
      i += 2;
    } else if (next === '`') {
      out += input.slice(0, match.index);
      i += 2;
    } else if (next === "'") {
      out += input.slice(match.index + match[0].length);
      i += 2;
    } else if (next >= '0' && next <= '9') {
      // Two digits when they name a group, else one digit when it does; else a literal '$'.
      const two = Number(pattern.slice(i + 1, i + 3));
      const one = Number(next);
      if (/^\d\d$/.test(pattern.slice(i + 1, i + 3)) && two >= 1 && two <= captures) {
        out += match[two] ?? '';
        i += 3;
      } else if (one >= 1 && one <= captures) {
        out += match[one] ?? '';
        i += 2;
      } else {
        out += '$';
        i++;
      }
    } else if (next === '<' && match.groups && pattern.indexOf('>', i + 2) >= 0) {
      const close = pattern.indexOf('>', i + 2);
      out += match.groups[pattern.slice(i + 2, close)] ?? '';
      i = close + 1;
    } else {
      out += '$';
      i++;
    }
  }
  return out;
}

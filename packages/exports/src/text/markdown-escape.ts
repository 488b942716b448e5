/**
 * Escapes text so markdown shows it as written. Only what would change meaning is escaped, so the
 * file stays readable: inline markers (emphasis, code, links, html, tables, strike-through),
 * entity-like `&`, and block markers at the start of a line (headings, quotes, lists, rules).
 */
export function escapeMarkdown(text: string): string {
  if (text === '') return text;
  const inline = text.replace(/[\\`*_[\]<~|]/g, '\\$&').replace(/&(?=#?\w+;)/g, '\\&');
  if (!/[#>+\-=\d\t ]/.test(inline)) return inline;
  return inline
    .split('\n')
    .map((line) =>
      line
        // Four leading spaces would make a code block.
        .replace(/^[ \t]+/, '')
        .replace(/^(#{1,6})(?=[ \t]|$)/, '\\$1')
        .replace(/^>/, '\\>')
        // A list bullet, or a line of only - or = (a rule, or an underline making the line above a heading).
        .replace(/^([-+])(?=[ \t]|$)/, '\\$1')
        .replace(/^([-=])(?=[-= \t]*$)/, '\\$1')
        .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2'),
    )
    .join('\n');
}

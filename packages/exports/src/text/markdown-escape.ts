/**
 * Escapes text so markdown shows it as written. Only what would change meaning is escaped, so the
 * file stays readable: inline markers (emphasis, code, links, tables, strike-through, and `{` `}`,
 * which some readers take as attributes or code: pandoc, MDX), block markers at the start of a line
 * (headings, lists, rules), and html. `<`, `>` and an `&` that would start a character reference
 * become references (`&lt;`, `&gt;`, `&amp;`) rather than backslash escapes: every markdown reader
 * shows those as the character, while some (Python-Markdown, the original Markdown.pl) do not know
 * `\<` and would pass a `<script>` after it through as html.
 */
export function escapeMarkdown(text: string): string {
  if (text === '') return text;
  const inline = text
    .replace(/[\\`*_[\]{}~|]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  if (!/[#+\-=\d\t ]/.test(inline)) return inline;
  return inline
    .split('\n')
    .map((line) =>
      line
        // Four leading spaces would make a code block.
        .replace(/^[ \t]+/, '')
        .replace(/^(#{1,6})(?=[ \t]|$)/, '\\$1')
        // A list bullet, or a line of only - or = (a rule, or an underline making the line above a heading).
        .replace(/^([-+])(?=[ \t]|$)/, '\\$1')
        .replace(/^([-=])(?=[-= \t]*$)/, '\\$1')
        .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2'),
    )
    .join('\n');
}

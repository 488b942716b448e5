/**
 * Greedy line filling: each token goes on the current line when it fits (a space between tokens),
 * otherwise on a new one. A token longer than a line stands alone on its own line.
 */
export function layoutLines(tokens: readonly string[], maxChars: number): { lines: string[] } {
  const lines: string[] = [];
  let current: string[] = [];
  let length = 0;
  const flush = () => {
    if (current.length > 0) lines.push(current.join(' '));
    current = [];
    length = 0;
  };
  for (const token of tokens) {
    if (token.length > maxChars) {
      flush();
      lines.push(token);
      continue;
    }
    if (current.length > 0 && length + 1 + token.length > maxChars) flush();
    length += (current.length > 0 ? 1 : 0) + token.length;
    current.push(token);
  }
  flush();
  return { lines };
}

/**
 * Past this many table cells (old × new words left after trimming the common ends) the LCS table
 * would cost hundreds of megabytes; the whole middle is then treated as one changed region, which
 * only loses timing precision inside a rewrite that large.
 */
const MAX_TABLE_CELLS = 25_000_000;

/**
 * For each item of `b`, the index of the item of `a` it is paired with in a longest common
 * subsequence (exact equality), or -1. The common prefix and suffix are paired first without a
 * table, so the usual small edit to a long paragraph costs a linear scan.
 */
export function lcsPairs(a: readonly string[], b: readonly string[]): Int32Array {
  const paired = new Int32Array(b.length).fill(-1);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) {
    paired[head] = head;
    head++;
  }
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    paired[b.length - 1 - tail] = a.length - 1 - tail;
    tail++;
  }
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n === 0 || m === 0 || (n + 1) * (m + 1) > MAX_TABLE_CELLS) return paired;

  // Integer codes make the O(n·m) inner loop compare numbers rather than strings.
  const codes = new Map<string, number>();
  const code = (s: string) => codes.get(s) ?? (codes.set(s, codes.size), codes.size - 1);
  const x = Int32Array.from({ length: n }, (_, i) => code(a[head + i]!));
  const y = Int32Array.from({ length: m }, (_, j) => code(b[head + j]!));

  // table[i*(m+1)+j] = LCS length of x[i..] and y[j..]; lengths never exceed min(n, m).
  const width = m + 1;
  const table = Math.min(n, m) < 0xffff ? new Uint16Array((n + 1) * width) : new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    const row = i * width;
    const below = row + width;
    for (let j = m - 1; j >= 0; j--) {
      table[row + j] = x[i] === y[j] ? table[below + j + 1]! + 1 : Math.max(table[below + j]!, table[row + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      paired[head + j] = head + i;
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i++;
    else j++;
  }
  return paired;
}

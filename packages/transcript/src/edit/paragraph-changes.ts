import { EditError } from './errors.js';

/**
 * One run of paragraphs replaced in a document: `remove` paragraphs from index `at` of the document
 * as it was are taken out and `insert` put in their place. A save that names what changed this way
 * costs what it changes, not what the document weighs (docs/product.md#versions-and-saving).
 */
export interface ParagraphChange<T> {
  at: number;
  remove: number;
  insert: T[];
}

/**
 * Why a list of changes cannot apply to a document of `length` paragraphs, or undefined. Changes
 * name places in the document before any of them (not after the ones before), in order, and do not
 * overlap: two changes at one place would be ambiguous, so they must be one.
 */
export function paragraphChangesProblem(
  changes: readonly ParagraphChange<unknown>[],
  length: number,
): string | undefined {
  let next = 0;
  for (const [i, c] of changes.entries()) {
    if (!Number.isInteger(c.at) || !Number.isInteger(c.remove) || c.at < 0 || c.remove < 0) {
      return `Change ${i} must name a paragraph index and a count of at least 0.`;
    }
    if (c.at < next) {
      return `Change ${i} starts at paragraph ${c.at}, inside or before the change before it: changes go in document order and do not overlap.`;
    }
    if (c.at + c.remove > length) {
      return `Change ${i} reaches paragraph ${c.at + c.remove - 1}; the transcript has ${length}.`;
    }
    if (c.remove === 0 && c.insert.length === 0) return `Change ${i} neither removes nor inserts a paragraph.`;
    next = c.at + c.remove;
  }
  return undefined;
}

/** The document after the changes (see paragraphChangesProblem); a change that cannot apply is an EditError. */
export function applyParagraphChanges<T>(doc: readonly T[], changes: readonly ParagraphChange<T>[]): T[] {
  const problem = paragraphChangesProblem(changes, doc.length);
  if (problem) throw new EditError(problem);
  if (changes.length === 0) return [...doc];
  const out: T[] = [];
  let from = 0;
  for (const c of changes) {
    for (let i = from; i < c.at; i++) out.push(doc[i]!);
    out.push(...c.insert);
    from = c.at + c.remove;
  }
  for (let i = from; i < doc.length; i++) out.push(doc[i]!);
  return out;
}

/**
 * The changes that turn `before` into `after`, where `same(a, b)` says a paragraph did not change
 * (the editor compares objects, which its edits keep for every paragraph they leave alone; the
 * server compares stored keys). Paragraphs are matched in order: a run of unchanged paragraphs on
 * both sides is kept, everything between two such runs is one change. Linear: a paragraph of
 * `after` is looked up by `key` among those of `before` not matched yet.
 */
export function diffParagraphs<T, K>(
  before: readonly T[],
  after: readonly T[],
  key: (p: T) => K,
): ParagraphChange<T>[] {
  // Common ends first: the usual save changes one place, and this finds it without a map.
  let head = 0;
  while (head < before.length && head < after.length && key(before[head]!) === key(after[head]!)) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    key(before[before.length - 1 - tail]!) === key(after[after.length - 1 - tail]!)
  ) {
    tail++;
  }
  const beforeEnd = before.length - tail;
  const afterEnd = after.length - tail;
  if (head === beforeEnd && head === afterEnd) return [];

  // Between the ends: where each paragraph of `before` is (the first place of a repeated key).
  const place = new Map<K, number>();
  for (let i = beforeEnd - 1; i >= head; i--) place.set(key(before[i]!), i);
  const changes: ParagraphChange<T>[] = [];
  let b = head;
  let inserted: T[] = [];
  const changeUpTo = (end: number) => {
    if (end > b || inserted.length > 0) changes.push({ at: b, remove: end - b, insert: inserted });
    inserted = [];
  };
  for (let a = head; a < afterEnd; a++) {
    const found = place.get(key(after[a]!));
    // Not in `before`, or only where the matching already passed: new here.
    if (found === undefined || found < b) {
      inserted.push(after[a]!);
      continue;
    }
    // A kept paragraph: what lies before it on both sides is one change.
    changeUpTo(found);
    b = found + 1;
  }
  changeUpTo(beforeEnd);
  return changes;
}

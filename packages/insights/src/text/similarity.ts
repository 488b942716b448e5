/** Bag-of-words vectors and cosine similarity, for sentence and window comparisons. */

export type Bag = Map<string, number>;

export function bagOf(terms: Iterable<string>, into: Bag = new Map()): Bag {
  for (const t of terms) into.set(t, (into.get(t) ?? 0) + 1);
  return into;
}

export function addBag(into: Bag, other: Bag, factor = 1): Bag {
  for (const [t, n] of other) into.set(t, (into.get(t) ?? 0) + n * factor);
  return into;
}

export function norm(bag: Bag): number {
  let sum = 0;
  for (const n of bag.values()) sum += n * n;
  return Math.sqrt(sum);
}

export function cosine(a: Bag, b: Bag): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, n] of small) dot += n * (large.get(t) ?? 0);
  const denominator = norm(a) * norm(b);
  return denominator > 0 ? dot / denominator : 0;
}

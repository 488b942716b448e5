/** Word matching for relevance: lower-case tokens, common words dropped, light suffix stripping. */

/** Function words and fillers that say nothing about what a sentence is about. */
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each even ever every few for from further ' +
    'get gets getting got had has have having he her here hers herself him himself his how i if in into is it ' +
    'its itself just let like lot lots may me might more most much must my myself no nor not now of off on once ' +
    'one only or other our ours ourselves out over own really right same say said says see she should so some ' +
    'such than that the their theirs them themselves then there these they thing things think this those through ' +
    'to too under until up us very was way we well were what when where which while who whom why will with would ' +
    'yeah yes you your yours yourself yourselves okay ok oh um uh mm hmm know mean going gonna want kind sort ' +
    'actually basically maybe still back go goes went come comes came make makes made take takes took'
  ).split(/\s+/),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Lower-case word tokens of display text (letters, digits and inner apostrophes). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/**
 * A crude stem so "batteries", "battery" and "recycling", "recycled", "recycle" meet. It only has to
 * be consistent between the two sides being compared, not linguistically right.
 */
export function stem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Stems of the content words of a text (stopwords and one-letter tokens dropped), deduplicated. */
export function contentStems(text: string): Set<string> {
  return stemsOf(tokenize(text));
}

export function stemsOf(tokens: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const raw of tokens) {
    const t = raw.toLowerCase();
    if (t.length < 2 || STOPWORDS.has(t)) continue;
    out.add(stem(t));
  }
  return out;
}

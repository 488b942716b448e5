import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Part of speech, lemma and stem of each token of a sentence (same order as its tokens). */
export interface TaggedSentence {
  pos: string[];
  lemma: string[];
  stem: string[];
  /** Whether wink's English vocabulary knows the word (unknown words are often names). */
  known: boolean[];
}

let nlp: WinkMethods | null = null;
/**
 * wink numbers the words of its vocabulary first and words it has never seen after them, in the
 * order it meets them; a nonsense word read right after loading marks where unknown words begin.
 */
let firstUnknownId = Infinity;

/** The model takes a moment to load: once per process, on first use. */
function winkInstance(): WinkMethods {
  if (!nlp) {
    nlp = winkNLP(model);
    firstUnknownId = Number(nlp.readDoc('qzxjvkwq').tokens().out(nlp.its.uniqueId)[0]);
  }
  return nlp;
}

/**
 * Tags many sentences in one wink-nlp pass (far faster than one document each). Sentences are
 * joined with " . " so the tagger sees boundaries; wink splits contractions ("isn't" -> is + n't),
 * so a token that follows without a space belongs to the previous word, whose first part is kept.
 */
export function tagSentences(sentences: readonly (readonly string[])[]): TaggedSentence[] {
  const w = winkInstance();
  const its = w.its;
  const out: TaggedSentence[] = sentences.map(() => ({ pos: [], lemma: [], stem: [], known: [] }));
  const text = sentences.map((tokens) => tokens.join(' ')).join(' . ');
  const doc = w.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink's typings declare lemma and stem with a signature `out` does not accept; they work as any its.
  const lemma = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  const stem = doc.tokens().out(its.stem as unknown as ItsFunction<string>) as string[];
  const ids = doc.tokens().out(its.uniqueId) as unknown as number[];
  let s = 0;
  for (let t = 0; t < values.length; t++) {
    const sentence = sentences[s];
    if (!sentence) break;
    const target = out[s]!;
    const startsWord = t === 0 || spaces[t] !== '';
    if (values[t] === '.' && startsWord && target.pos.length === sentence.length) {
      s++;
      continue;
    }
    if (!startsWord && target.pos.length > 0) continue;
    if (target.pos.length >= sentence.length) continue;
    target.pos.push(pos[t]!);
    target.lemma.push(lemma[t]!.toLowerCase());
    target.stem.push(stem[t]!.toLowerCase());
    target.known.push(ids[t]! < firstUnknownId);
  }
  // Defensive: if the tokenizer ever disagrees with our word split, fall back to the words as they are.
  sentences.forEach((tokens, i) => {
    const tagged = out[i]!;
    if (tagged.pos.length !== tokens.length) {
      out[i] = {
        pos: tokens.map(() => 'X'),
        lemma: tokens.slice(),
        stem: tokens.slice(),
        known: tokens.map(() => true),
      };
    }
  });
  return out;
}

import { describe, expect, it } from 'vitest';
import { isContentToken, isQuestion } from '@scriptloom/transcript';
import { buildChapters, scoreBoundaries, segment } from '../src/local/chapters.js';
import type { KeywordAnalysis } from '../src/local/keywords.js';
import type { Sentence } from '../src/text/sentence.js';
import { bagOf } from '../src/text/similarity.js';

/** Turns of a three-person talk, 0.4 s a word and a 0.8 s pause between turns. */
function talk(turns: Array<[string, string]>, punctuated = true): Sentence[] {
  let t = 0;
  return turns.map(([speaker, text], index) => {
    const tokens = text.toLowerCase().replace(/[?.,]/g, '').split(' ');
    const question = punctuated ? text.endsWith('?') : isQuestion(tokens);
    const s: Sentence = {
      index,
      text,
      tokens,
      speaker,
      start: t,
      end: t + tokens.length * 0.4,
      confidence: 0.9,
      snippetIndex: index,
      question,
      confidences: tokens.map(() => 0.9),
      complete: true,
      surfaces: tokens.slice(),
    };
    t = s.end + 0.8;
    return s;
  });
}

const bags = (sentences: Sentence[]) => sentences.map((s) => bagOf(s.tokens.filter(isContentToken)));

// Three topics (pottery, tide pools, beekeeping), each opened by the host's question; no cue phrases.
const TURNS: Array<[string, string]> = [
  ['Host', 'Hello everyone and welcome, today Ana and Ben are here with me in the studio.'],
  ['Ana', 'Hello, I throw stoneware pots in a small studio near the harbour every single morning.'],
  ['Host', 'Ana, what makes stoneware clay different from ordinary clay?'],
  ['Ana', 'Stoneware clay holds its shape in a hot kiln, unlike the soft red clay from a garden.'],
  ['Ben', 'The glaze gives the pots their colour and the surface stays smooth for years after firing.'],
  ['Ana', 'We wedge the clay twice a day and the pots dry overnight before the kiln.'],
  ['Host', 'Ben, why do you take children to the tide pools on the coast?'],
  ['Ben', 'Tide pools teach children patience, every tide pool crab hides under the rocks.'],
  ['Ana', 'My daughter counts crabs at the tide pools, she loves the anemones in the rock pools.'],
  ['Ben', 'We run a tide pool survey each spring, children count six species with other schools.'],
  ['Host', 'How are new beekeepers trained?'],
  ['Ana', 'A new beekeeper learns to read the frames of a hive across one whole summer.'],
  ['Ben', 'The teacher opens the hive in the sun and the new beekeeper watches the frames until dusk.'],
  ['Ana', 'Training a new beekeeper takes two summers before the club trusts them with a hive.'],
];

describe('chapter boundaries', () => {
  it('start at the host questions that open each topic, one chapter per topic', () => {
    const sentences = talk(TURNS);
    const duration = sentences[sentences.length - 1]!.end;
    const starts = segment(sentences, bags(sentences), duration);
    expect(starts).toEqual([0, 2, 6, 10]);
  });

  it('finds the same boundaries in unpunctuated words', () => {
    const sentences = talk(TURNS, false);
    const duration = sentences[sentences.length - 1]!.end;
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 2, 6, 10]);
  });

  it('scores a follow-up question on the same topic below a question that changes it', () => {
    const sentences = talk([
      ...TURNS.slice(0, 6),
      ['Host', 'How long does stoneware clay dry before the firing?'],
      ['Ana', 'The stoneware clay dries overnight and the pots fire at dawn in the kiln.'],
      ...TURNS.slice(6),
    ]);
    const scores = new Map(scoreBoundaries(sentences, bags(sentences)).map((b) => [b.index, b.score]));
    expect(scores.get(6)!).toBeLessThan(scores.get(8)!);
    const duration = sentences[sentences.length - 1]!.end;
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 2, 8, 12]);
  });

  it('takes the speaker with the shortest turns as host when the questions were not heard', () => {
    // Misrecognised prompts: no question is left, but the host still opens every topic.
    const garbled: Array<[string, string]> = TURNS.map(([speaker, text]) =>
      speaker === 'Host' ? [speaker, text.replace(/^(Ana, |Ben, )?(what|why|how) \w+/i, 'so the')] : [speaker, text],
    );
    const sentences = talk(garbled, false);
    expect(sentences.filter((s) => s.question)).toEqual([]);
    const duration = sentences[sentences.length - 1]!.end;
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 2, 6, 10]);
  });

  it('finds the topics of one voice talking alone, at the paragraphs where it moves on', () => {
    // The same talk read by one person, each turn a paragraph, no questions asked of anyone: no
    // turn-taking to lean on, only what is said. Whole chapters start where the topics do.
    const alone = TURNS.map(([, text]) => ['Narrator', text.replace(/^(Ana|Ben), /, '')] as [string, string]);
    const sentences = talk(alone);
    const duration = sentences[sentences.length - 1]!.end;
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 2, 6, 10]);
  });

  it('finds the topics of one voice in one long paragraph, at the sentences where it moves on', () => {
    // A talk with no pause long enough to start a paragraph and no question anywhere: the topic
    // changes inside the paragraph, and only the words say where.
    const statements: Record<number, string> = {
      2: 'Stoneware clay is different from ordinary clay in a few ways.',
      6: 'I also take children to the tide pools on the coast.',
      10: 'New beekeepers are trained in a particular way.',
    };
    const alone = TURNS.map(([, text], i) => ['Narrator', statements[i] ?? text] as [string, string]);
    const sentences = talk(alone).map((s) => ({ ...s, snippetIndex: 0 }));
    expect(sentences.filter((s) => s.question)).toEqual([]);
    const duration = sentences[sentences.length - 1]!.end;
    // Read alone, the pottery starts with the second sentence ("I throw stoneware pots..."), so it is
    // the first chapter; the tide pools and the bees start at sentences 6 and 10.
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 6, 10]);
  });

  it('keeps a single topic in one chapter', () => {
    const sentences = talk(TURNS.slice(6, 10));
    expect(segment(sentences, bags(sentences), sentences[sentences.length - 1]!.end)).toEqual([0]);
  });
});

describe('chapter titles', () => {
  // No key phrase anywhere: titles come from clearly heard sentences, or not at all.
  const noPhrases: KeywordAnalysis = {
    keywords: [],
    phrases: new Map(),
    sentencePhrases: [],
    wordScores: new Map(),
    mentions: new Map(),
  };

  it('names a stretch without key phrases by its clearest sentence, and folds one heard only as guesses into the chapter before', () => {
    const sentences = talk(TURNS).map((s, i) => {
      // The tide pool topic (sentences 6-9) misheard throughout.
      const confidence = i >= 6 && i <= 9 ? 0.3 : 0.9;
      return { ...s, confidence, confidences: s.tokens.map(() => confidence) };
    });
    const duration = sentences[sentences.length - 1]!.end;
    expect(segment(sentences, bags(sentences), duration)).toEqual([0, 2, 6, 10]);
    const { chapters, starts } = buildChapters(sentences, bags(sentences), duration, noPhrases);
    expect(starts).toEqual([0, 2, 10]);
    expect(chapters[2]!.summary).toBe('The teacher opens the hive in the sun and the new beekeeper...');
  });
});

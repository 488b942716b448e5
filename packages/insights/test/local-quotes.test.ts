import { describe, expect, it } from 'vitest';
import { pickQuotes } from '../src/local/quotes.js';
import { selfContained } from '../src/local/sentence-kinds.js';
import type { Sentence } from '../src/text/sentence.js';

function sentence(index: number, text: string, opts: Partial<Sentence> = {}): Sentence {
  const tokens = text.toLowerCase().replace(/[.,?]/g, '').split(' ');
  return {
    index,
    text,
    tokens,
    speaker: 'Speaker 2',
    start: index * 10,
    end: index * 10 + 8,
    confidence: 0.9,
    snippetIndex: index,
    question: text.endsWith('?'),
    confidences: tokens.map(() => 0.9),
    complete: true,
    surfaces: tokens.slice(),
    ...opts,
  };
}

describe('quotes stand on their own', () => {
  it('accepts a complete, confident statement', () => {
    expect(selfContained(sentence(0, 'A colony that runs out of space will swarm and leave with the old queen.'))).toBe(
      true,
    );
  });

  it.each([
    ['a dangling conjunction', sentence(0, 'But the colony that runs out of space will swarm in the spring.')],
    ['a pronoun leaning on the sentence before', sentence(0, 'They can visit our website or find me on the forum.')],
    ['a piece cut from a longer run', sentence(0, 'the mite feeds on the young bees and spreads', { complete: false })],
    [
      'a misheard word',
      sentence(0, 'our biggest customer is a hospital in port au veteran shift', {
        confidences: [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.2, 0.1, 0.9],
      }),
    ],
    ['a question', sentence(0, 'Why should anyone care about recycling old batteries from electric cars?')],
  ])('rejects %s', (_why, s) => {
    expect(selfContained(s)).toBe(false);
  });

  it('ranks a sentence leaning on the one before after self-contained ones, and never takes an introduction', () => {
    const sentences = [
      sentence(0, 'My name is Nadia Haddad and I keep bees in Bristol with the collective.'),
      sentence(1, 'A colony that runs out of space will swarm and leave with the old queen.'),
      sentence(2, 'And then half of the bees leave the hive with the old queen in spring.'),
      sentence(3, 'Pesticide sprayed in the evening after the bees have gone home does far less harm.'),
    ];
    // The two that stand alone come first, whatever their scores.
    expect(pickQuotes(sentences, [1, 1, 9, 1], 2).map((q) => q.start)).toEqual([10, 30]);
    // Asked for more, the one that leans on the sentence before fills in; the introduction never does.
    expect(pickQuotes(sentences, [9, 1, 1, 1], 4).map((q) => q.start)).toEqual([10, 20, 30]);
  });
});

describe('quotes are heard clearly and say something', () => {
  const clear = (index: number, text: string) => sentence(index, text);
  const middling = (index: number, text: string) => {
    const s = sentence(index, text);
    return { ...s, confidence: 0.5, confidences: s.tokens.map(() => 0.5) };
  };

  it('leaves out a sentence heard less clearly than the file on average, even with no doubtful word', () => {
    const sentences = [
      clear(0, 'A colony that runs out of space will swarm and leave with the old queen.'),
      middling(1, 'Until his little a single early last summit and coming to the game there.'),
      clear(2, 'Pesticide sprayed in the evening after the bees have gone home does far less harm.'),
    ];
    expect(pickQuotes(sentences, [1, 5, 1], 3).map((q) => q.start)).toEqual([0, 20]);
  });

  it.each([
    ["a host's lead-in to the next topic", "Let's talk about money because running a bee collective is expensive."],
    ['a sentence of five words', 'Bees never sting for fun.'],
    [
      'a greeting run into a statement',
      'Hello Farid I grew up in Tromso but these days I build wooden boats in Galway.',
    ],
    [
      'a greeting by time of day',
      'Good morning the hives came through the winter in better shape than in any year before.',
    ],
    ['a show opening', 'You are listening to the hive and every week we talk to people who keep bees.'],
    [
      "a host's prompt without its question mark",
      'Let me ask about winter because the bees stay inside for months on end.',
    ],
  ])('leaves out %s', (_why, text) => {
    const sentences = [
      clear(0, text),
      clear(1, 'A colony that runs out of space will swarm and leave with the old queen.'),
    ];
    expect(pickQuotes(sentences, [5, 1], 2).map((q) => q.start)).toEqual([10]);
  });

  it.each([
    ['cut off on an article', 'We carried the hives up the hill every spring with your top you a.'],
    ['cut off on a modal', 'The best honey of the whole year comes from the lime trees that will.'],
  ])('ranks a statement %s after a finished one, and offers it when more are asked', (_why, text) => {
    const sentences = [
      clear(0, text),
      clear(1, 'A colony that runs out of space will swarm and leave with the old queen.'),
    ];
    expect(pickQuotes(sentences, [5, 1], 1).map((q) => q.start)).toEqual([10]);
    expect(pickQuotes(sentences, [5, 1], 2).map((q) => q.start)).toEqual([0, 10]);
  });

  it('ranks a statement that misses two rules after one that misses one, and both after a clean one', () => {
    const sentences = [
      // Short and leaning on the sentence before: two rules missed, however well it scores.
      clear(0, 'So the hives came through fine.'),
      // Cut off on an article: one rule missed.
      clear(1, 'We carried the hives up the hill every spring with your top you a.'),
      clear(2, 'A colony that runs out of space will swarm and leave with the old queen.'),
    ];
    const scores = [9, 5, 1];
    expect(pickQuotes(sentences, scores, 1).map((q) => q.start)).toEqual([20]);
    expect(pickQuotes(sentences, scores, 2).map((q) => q.start)).toEqual([10, 20]);
    expect(pickQuotes(sentences, scores, 3).map((q) => q.start)).toEqual([0, 10, 20]);
  });

  it('leaves out a speaker giving their own name, which is written with a capital', () => {
    const text = "I'm Rosa Delgado and I roast coffee for cafes all over the city of Bristol.";
    const introduction = { ...clear(0, text), surfaces: text.replace(/[.,]/g, '').split(' ') };
    const statement = "I'm sure the colony that runs out of space will swarm and leave with the old queen.";
    const sentences = [introduction, clear(1, statement)];
    expect(pickQuotes(sentences, [5, 1], 2).map((q) => q.start)).toEqual([10]);
  });

  it('leaves out an introduction after a joining word, and a speaker saying their own name', () => {
    const text = "And I'm Tobias Lind and I run a pottery studio on the quay in the town of Galway.";
    const joined = { ...clear(0, text), surfaces: text.replace(/[.,]/g, '').split(' ') };
    // The recogniser lost the "I'm": the speaker's label, named from the words, still says who it is.
    const named = clear(0, 'Sofia Rossi here and I run the music programme for young players in the city.');
    const statement = clear(1, 'A colony that runs out of space will swarm and leave with the old queen.');
    const picked = (first: Sentence) => pickQuotes([first, statement], [5, 1], 2).map((q) => q.start);
    expect(picked(joined)).toEqual([10]);
    expect(picked({ ...named, speaker: 'Sofia Rossi' })).toEqual([10]);
    // Under an unnamed label the same words are not known to be the speaker's own name.
    expect(picked(named)).toEqual([0, 10]);
  });

  it("never offers a host's lead-in, even when nothing else was heard clearly", () => {
    const sentences = [
      clear(0, 'Let us start with the big question.'),
      middling(1, 'Until his little a single early last summit and coming to the game there.'),
      clear(2, 'How many hives have you got now?'),
    ];
    expect(pickQuotes(sentences, [1, 1, 1], 5)).toEqual([]);
  });

  it('gives as many quotes as asked when that many statements are worth quoting', () => {
    const statements = [
      'A colony that runs out of space will swarm and leave with the old queen.',
      'Pesticide sprayed in the evening after the bees have gone home does far less harm.',
      'Then the hives came through the winter in better shape than in any year before.',
      'The best honey of the whole year comes from the lime trees along the river.',
      'We carried the hives up the hill every spring to reach the heather.',
      'Beekeepers in the city share one extractor between twenty families.',
    ];
    const sentences = statements.map((text, i) => clear(i, text));
    expect(
      pickQuotes(
        sentences,
        statements.map(() => 1),
        5,
      ),
    ).toHaveLength(5);
  });
});

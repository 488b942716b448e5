import { describe, expect, it } from 'vitest';
import { buildSentences } from '../src/text/build-sentences.js';
import { tagSentences } from '../src/text/tagging.js';
import { detectEntities } from '../src/local/entities.js';
import { introducedNames } from '../src/local/name-cues.js';
import { parseVocabulary, termsSaid } from '../src/local/vocabulary.js';
import type { Snippet } from '@scriptloom/contracts';

/** One lower-case, unpunctuated paragraph per text, as a recogniser gives it. */
function snippets(...texts: string[]): Snippet[] {
  let t = 0;
  return texts.map((text, i) => {
    const words = text.split(' ').map((w) => {
      const word = { text: w, start: t, end: t + 0.3, confidence: 0.9, is_removed: false };
      t += 0.35;
      return word;
    });
    t += 1;
    return {
      id: String(i),
      start: words[0]!.start,
      start_timestamp: '',
      end: t,
      end_timestamp: '',
      speaker: `Speaker ${(i % 2) + 1}`,
      words,
      comments: [],
    };
  });
}

/** The entities of one type found in lower-case, unpunctuated paragraphs. */
function entitiesOf(type: string, ...texts: string[]): string[] {
  const sentences = buildSentences(snippets(...texts));
  const tagged = tagSentences(sentences.map((s) => s.tokens));
  return detectEntities(sentences, tagged).groups[type] ?? [];
}

function names(text: string): string[] {
  const sentences = buildSentences(snippets(text));
  const tagged = tagSentences(sentences.map((s) => s.tokens));
  return sentences.flatMap((s, i) => introducedNames(s, tagged[i]!));
}

describe('people introduced in speech, without capitals', () => {
  it.each([
    ['my name is tomasz wolski and i keep bees', ['tomasz wolski']],
    ["hi i'm nadia haddad from the hive collective", ['nadia haddad']],
    ['joining me today are ines duarte and marcus bell', ['ines duarte', 'marcus bell']],
    ["i'm your host sam and this is city matters", ['sam']],
    ['my guest today is kenji watanabe', ['kenji watanabe']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([["i'm sure that the bees are fine"], ['i am going to start with the hives'], ['this is the best part']])(
    'no name in "%s"',
    (text) => {
      expect(names(text)).toEqual([]);
    },
  );

  it('lists introduced people and typed names as entities, shown as typed', () => {
    const sentences = buildSentences(
      snippets(
        'welcome to the show joining me are nadia haddad and tomasz wolski',
        'thanks i run the hive collective near bristol and we sell cargo bikes',
      ),
    );
    const tagged = tagSentences(sentences.map((s) => s.tokens));
    const vocabulary = termsSaid(sentences, parseVocabulary(['Hive Collective', 'cargo bike', 'Elena Sousa']));
    const { groups } = detectEntities(sentences, tagged, [], vocabulary);
    expect(groups.PERSON).toEqual(['Nadia Haddad', 'Tomasz Wolski']);
    expect(groups.ORG).toEqual(['Hive Collective']);
    expect(groups.GPE).toEqual(['Bristol']);
  });
});

describe('vocabulary', () => {
  it('types typed terms and keeps only those said', () => {
    const terms = parseVocabulary(['Marcus Bell', 'Metro Transit Authority', 'Lyon', 'bike share', ' bike  share ']);
    expect(terms.map((t) => [t.key, t.type])).toEqual([
      ['marcus bell', 'PERSON'],
      ['metro transit authority', 'ORG'],
      ['lyon', 'GPE'],
      ['bike share', undefined],
    ]);
    const sentences = buildSentences(snippets('we opened a bike share scheme in lyon'));
    expect(termsSaid(sentences, terms).map((t) => t.display)).toEqual(['bike share', 'Lyon']);
  });

  it('types a typed name that ends in a kind of organisation as one', () => {
    const terms = parseVocabulary(['Kestrel Wanderers', 'Oakmoor Roastery', 'Dana Whitfield']);
    expect(terms.map((t) => t.type)).toEqual(['ORG', 'ORG', 'PERSON']);
  });

  it('lists a name once: as the organisation its context shows, not also as a person', () => {
    const sentences = buildSentences(snippets('dana whitfield is the chair of copperfield harriers in the north'));
    const tagged = tagSentences(sentences.map((s) => s.tokens));
    // Two capitalised words typed: a person, by the typing alone.
    const vocabulary = termsSaid(sentences, parseVocabulary(['Copperfield Harriers', 'Dana Whitfield']));
    expect(vocabulary.map((t) => t.type)).toEqual(['PERSON', 'PERSON']);
    const { groups } = detectEntities(sentences, tagged, [], vocabulary);
    expect(groups.PERSON).toEqual(['Dana Whitfield']);
    expect(groups.ORG).toEqual(['Copperfield Harriers']);
  });
});

describe('organisations named by the words around them', () => {
  const orgs = (...texts: string[]) => entitiesOf('ORG', ...texts);

  it.each([
    ['hello and welcome to street level the show about how cities move', ['Street Level']],
    ['welcome back to deep water where we talk about the sea', ['Deep Water']],
    ['welcome to the show my guest runs a bakery', []],
    ['welcome to the podcast today we talk about bread', []],
    ['a company called green courier delivers parcels with cargo bikes', ['Green Courier']],
    ['she started a charity named harbour lights in the city', ['Harbour Lights']],
    ['it was called the best summer of my life', []],
    ['we work with the london volcanic ash advisory centre every day', ['London Volcanic Ash Advisory Centre']],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });

  it.each([
    // A kind word ends the name when a word before it is a name, not an everyday word.
    ['the night shift at ashbourne general hospital starts at six', ['Ashbourne General Hospital']],
    ['we meet at the chess club on fridays', []],
    ['a local school lent us a field', []],
    // A phrase before the name says what it is.
    ['i worked at brightloom for six years', ['Brightloom']],
    ["i'm sara lindqvist from tidemark and i build boats", ['Tidemark']],
    ['she is the director of ambervale and she loves it', ['Ambervale']],
    ['i work at home on mondays', []],
    ['she joined the team last year', []],
    ['the head of marketing left in may', []],
    // A description after it.
    ['we buy from copperleaf and sons a supplier in leeds', ['Copperleaf and Sons']],
    ['i visited my sister a teacher in leeds', []],
    // A place and its service, a paper, a station.
    ['scottish power pays for the lights', ['Scottish Power']],
    ['we had help from tourism ireland last year', ['Tourism Ireland']],
    ['the scottish herald wrote about us', ['Scottish Herald']],
    ['these were the best times of our lives', []],
    ['a reporter from bbc radio leeds came along', ['BBC Radio Leeds']],
    // Shows in the first sentence.
    ['this is the long table and i am your host', ['Long Table']],
    ['this is fascinating', []],
  ])('%s', (text, expected) => {
    expect(orgs(text)).toEqual(expected);
  });

  it('takes a welcome late in the episode for no show name', () => {
    expect(orgs('one more thing', 'and another', 'we thank everyone', 'welcome to street level everyone')).toEqual([]);
  });
});

describe('places no gazetteer knows', () => {
  const places = (...texts: string[]) => entitiesOf('GPE', ...texts);

  it.each([
    ['the village of ballyvaughan has one shop', ['Ballyvaughan']],
    ['we walked the length of the kinvara valley', ['Kinvara Valley']],
    ['we drove to tarbert and slept', ['Tarbert']],
    ['he was in hospital for a week', []],
    ['we live near the river', []],
    ['it happened in twenty twenty', []],
  ])('%s', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });
});

describe('people whose first name is also a word', () => {
  const people = (text: string) => entitiesOf('PERSON', text);

  it('names grace obuya but not the grace of a dancer', () => {
    expect(people('my coach grace obuya said so')).toEqual(['Grace Obuya']);
    expect(people('she moved with the grace of a dancer')).toEqual([]);
  });
});

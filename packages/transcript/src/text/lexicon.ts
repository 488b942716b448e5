import nlp from 'compromise';

/**
 * compromise's lexicon (word or phrase -> tags) used as a gazetteer: first names, surnames,
 * cities, countries and organisations. It is read directly rather than through `nlp(text)`, whose
 * guesses on unpunctuated lower-case text join unrelated words ("david microsoft") and cost seconds
 * on a long transcript.
 */
type Lexicon = Record<string, string | string[]>;

let lexicon: Lexicon | null = null;
function lex(): Lexicon {
  lexicon ??= (nlp as unknown as { model(): { one: { lexicon: Lexicon } } }).model().one.lexicon;
  return lexicon;
}

export function lexiconTags(phrase: string): string[] {
  const tags = lex()[phrase];
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
}

const FIRST_NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName']);
const PLACE_TAGS = new Set(['City', 'Country', 'Region', 'Place', 'Town', 'Province', 'State', 'Continent']);

export const isFirstName = (word: string) => lexiconTags(word).some((t) => FIRST_NAME_TAGS.has(t));
export const isLastName = (word: string) => lexiconTags(word).includes('LastName');
export const isPlaceName = (phrase: string) => lexiconTags(phrase).some((t) => PLACE_TAGS.has(t));
export const isOrganisationName = (phrase: string) => lexiconTags(phrase).includes('Organization');

/**
 * First names that are also everyday words; said in a sentence they are far more often the word
 * ("a grant", "will", "mark the date") than the person.
 */
export const AMBIGUOUS_FIRST_NAMES = new Set(
  `will may mark grant chase bill rose june april august faith hope joy grace art sky summer autumn winter pat sue max
frank ray gene dean earl guy jack don carol holly ivy dawn penny ruby amber iris crystal lily rich sandy rusty wade
miles lane page reed cliff drew glen mason cook baker hunter carter price young king brown white black green gray grey
long rich norman sterling royal major rusty sonny buddy chance destiny precious unique honey angel star cash sunny
bob nick pierce forest river ocean rain storm wolf fox bear lion van tony tom al ed joe jay dale lee`.split(/\s+/),
);

/**
 * The words the profanity filter acts on (docs/product.md#profanity-filter), by class, each with
 * the inflections and compounds people say. Whole words only: "Scunthorpe", "assess", "class",
 * "cockpit" or "shitake" never match, since a word is looked up whole (and each part of a hyphenated
 * word on its own), never searched for a fragment.
 *
 * What is in, and why: words a publisher would not print as said, whose ordinary use in speech is
 * the vulgar one. What is out, and why:
 * - Mild words (damn, hell, crap, bloody, piss, arse, ass): common in ordinary speech and printed in
 *   newspapers; masking them costs readability and people do not ask for it.
 * - Words that are also ordinary words or names: dick (Moby Dick, Dick Francis), cock (a rooster, a
 *   gun's hammer), pussy (a cat), prick (to prick a finger), screw, balls, knob, bugger. Their
 *   compounds that are only insults (dickhead, cocksucker) are in.
 * - Slurs: a list of them needs its own care (many are also ordinary words or place names); left for
 *   a reviewed list of its own.
 */
export const PROFANITY_CLASSES: Readonly<Record<string, readonly string[]>> = {
  /** The strongest common swear word: every part of speech, and the compounds built on it. */
  fuck: [
    'fuck',
    'fucks',
    'fucked',
    'fucker',
    'fuckers',
    'fucking',
    'fuckin',
    'fuckup',
    'fuckups',
    'fuckwit',
    'fuckwits',
    'fuckface',
    'motherfucker',
    'motherfuckers',
    'motherfucking',
    'motherfuckin',
    'clusterfuck',
  ],
  /** Vulgar for excrement, and very often an exclamation; with its adjectives and compounds. */
  shit: [
    'shit',
    'shits',
    'shitty',
    'shittier',
    'shittiest',
    'shitting',
    'shitted',
    'shite',
    'shithead',
    'shitheads',
    'shithole',
    'shitholes',
    'shitload',
    'shitloads',
    'shitshow',
    'shitstorm',
    'bullshit',
    'bullshitting',
    'bullshitter',
    'horseshit',
    'batshit',
    'dipshit',
    'apeshit',
  ],
  /** The strongest anatomical insult in British and American English alike. */
  cunt: ['cunt', 'cunts', 'cunty'],
  /**
   * An insult far more often than the dog (a breeder's podcast can choose `leave`); the word the
   * offline recogniser made of "me, Maya" on the test podcast.
   */
  bitch: ['bitch', 'bitches', 'bitchy', 'bitching', 'bitchin', 'bitched', 'sonofabitch'],
  /** Insults built on arse/ass; the bare words are mild (see above). */
  arse: ['asshole', 'assholes', 'arsehole', 'arseholes', 'dumbass', 'dumbasses', 'smartass'],
  /** An insult in speech; the historical sense ("William the Bastard") is rare enough to review by hand. */
  bastard: ['bastard', 'bastards'],
  /** Insults whose base word is also an ordinary word or a name (so the base is out). */
  compounds: ['dickhead', 'dickheads', 'cocksucker', 'cocksuckers'],
  /** British vulgar insults. */
  british: ['twat', 'twats', 'wank', 'wanks', 'wanked', 'wanking', 'wanker', 'wankers', 'tosser', 'tossers'],
};

/** Every listed word, lower case. */
export const PROFANITY_WORDS: ReadonlySet<string> = new Set(Object.values(PROFANITY_CLASSES).flat());

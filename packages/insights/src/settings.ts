/**
 * Tuning of the offline insight engine (local/, and text/ which builds its sentences), in one
 * place: every weight and threshold its stages score with, named, with why it has its value and
 * what it was judged on; how many keywords, chapters and sentences a file gets too. Three kinds of
 * number stay beside their code, named there: the sizes of a written piece (a caption's or a
 * tweet's characters, an article's parts, local/write/), the longest span a name pattern reads
 * (the *-names.ts files: the shape of the pattern, not a weight), and word lists, each beside the
 * one rule that reads it (the list is the rule). Predicates several stages ask (does a sentence
 * open a topic, introduce someone, stand on its own) are in local/sentence-kinds.ts.
 *
 * Where a value came from, in the words used below:
 * - "first cut": set by hand when the engine was written, judged on the fixture podcasts' own words
 *   (fixtures/), never swept;
 * - "chosen on development": picked by comparing values with `npm run bench:insights` on the
 *   development half of the corpora (corpus/split.json), recognised words unless said otherwise.
 * Any change here shows in the golden files (`npm run golden:insights`, corpus/golden/insights/),
 * which a review reads; a held-out figure is never a reason for a value (ARCHITECTURE.md, "The
 * evaluation split").
 */

/**
 * How sure the recogniser must be of a word before a rule trusts it. Recognisers give every word a
 * confidence from 0 to 1; pocketsphinx gives about a tenth of the words it got right less than 0.3,
 * and its misheard words cluster under 0.5 (first cut, on the fixture podcasts).
 */
export const CONFIDENCE = {
  /**
   * Heard: a word taken at its word on its own. A word under this breaks a key phrase and is not
   * counted in one; a place, an organisation, a show's name or a name without a first name the
   * gazetteer knows needs each of its words heard.
   */
  heard: 0.5,
  /**
   * Plausible: a word of a name whose other evidence is strong (a cue such as "my guest is", a known
   * first name beside it), and the mean a name phrase needs. Lower than `heard` because a name is
   * exactly the word a recogniser without it in its vocabulary is least sure of.
   */
  plausible: 0.4,
  /** Doubtful: under this a word names nothing, whatever the evidence around it. */
  doubtful: 0.25,
  /**
   * Words under this are left out of the similarity of sentences (summary ranking, chapter
   * valleys): a misheard word is noise that makes unrelated sentences look alike. Lower than
   * `heard` so that a poor recording still has words to compare (first cut).
   */
  similarity: 0.3,
} as const;

/** TextRank, as used for words (keywords) and for sentences (summary): the usual damping and enough rounds to settle. */
export const TEXT_RANK = { damping: 0.85, iterations: 30 } as const;

/** How a transcript's words become sentences (text/build-sentences.ts). */
export const SENTENCES = {
  /**
   * A pause this long ends a sentence of one speaker when the words carry no punctuation: within a
   * sentence the recognisers leave gaps under ~0.3 s, between sentences the fixtures show 0.7 s
   * or more (first cut).
   */
  pauseSec: 0.5,
  /** Runs longer than this are cut at their longest internal pause: nobody says 60 words in one breath. */
  maxWords: 35,
  /** Pieces cut from a long run keep at least this many words, so a cut leaves no fragment. */
  minPieceWords: 5,
  /**
   * With fewer than one sentence mark (. ? !) per this many words, the marks are stray (an edited
   * word, an abbreviation) and pauses decide instead.
   */
  wordsPerMark: 80,
  /** Where a long run is cut, a comma before the gap counts as this much more pause (seconds). */
  commaPauseSec: 0.2,
} as const;

/** Key phrases (local/keywords.ts). All first cut unless said. */
export const KEYWORDS = {
  /** Words said while greeting or thanking count for this much ("welcome to the workbench podcast"). */
  courtesyWeight: 0.3,
  /** Words fewer than this many places apart within a sentence are linked in the word graph. */
  window: 3,
  /** Each extra word of a phrase adds this much to its score: longer phrases are more specific. */
  perExtraWord: 0.25,
  /** A phrase the person typed at upload, when said, scores this many times its own score, plus one. */
  typedFactor: 2,
  /** Keywords every transcript gets, said repeatedly or not. */
  minShown: 6,
  /** Keywords shown: this many per square root of the sentence count, between the two bounds. */
  shown: { perRootSentence: 1.5, min: 8, max: 12 },
} as const;

/** The abstract (local/summary.ts): which sentences are good to show on their own. */
export const SUMMARY = {
  /** The abstract's length in words. */
  maxWords: 120,
  /**
   * Sentences per abstract by the file's length: under 5 minutes, under 30 minutes, longer (seconds
   * and counts, first cut).
   */
  sentencesByLength: { shortSec: 300, mediumSec: 1800, short: 3, medium: 4, long: 5 },
  /**
   * Two sentences further apart than this (in sentences, about 6,000 words or forty minutes of talk)
   * are not compared: a sentence is central to the talk around it, and the work grows with the
   * length instead of its square (a 100,000-word transcript took 40 s comparing every pair).
   */
  rankWindow: 400,
  /**
   * A term in more than this share of sentences (and more than `min` of them) links everything to
   * everything and says little: it makes no link.
   */
  commonTerm: { share: 0.25, min: 3 },
  /**
   * The score is rank × (1 + `perKeyPhrase` × top key phrases in it) × (`confidenceBase` +
   * confidence), then multiplied by each factor below that applies. First cut, except
   * `belowFileMean` (chosen on development: recognised episodes gave abstracts of word salad).
   */
  perKeyPhrase: 0.5,
  confidenceBase: 0.4,
  factors: {
    /** Greetings, thanks and introductions: what a listener would not call the gist. */
    courtesyOrIntroduction: 0.1,
    /** Questions: the answer is the content. */
    question: 0.4,
    /** Leans on the sentence before ("because ...") or was cut from a longer run. */
    notSelfContained: 0.5,
    /** Shorter than `shortWords`: too short to carry a point alone. */
    short: 0.3,
    /** Heard less clearly than the file's average word: on a poor recording, the recogniser's guesses. */
    belowFileMean: 0.2,
  },
  shortWords: 8,
  /** A third or chapter's best sentence is taken only if it scores at least this share of the best. */
  minShareOfBest: 0.05,
  /** A headline made from a sentence (no key phrase) keeps this many words. */
  headlineWords: 12,
} as const;

/** Chapters (local/chapters.ts). Chosen on development with the host-opening rule unless said. */
export const CHAPTERS = {
  /** A topic cue ("let us talk about") counts when it starts within this many words of its sentence. */
  cueWithinWords: 8,
  /** The shortest chapter: this many seconds, or the episode's length divided by `perEpisode`, whichever is longer. */
  minChapter: { sec: 12, perEpisode: 20 },
  /** A chapter may not start closer to the end than this share of the shortest chapter. */
  lastChapterShare: 0.75,
  /** Most chapters an episode gets. */
  maxChapters: 15,
  /** The lexical windows either side of a sentence start hold about this many words... */
  windowWords: 40,
  /** ...in this many sentences at least and at most. */
  windowSentences: { min: 2, max: 8 },
  /** A host's turn this short (words) reads as a prompt even when not recognised as a question. */
  hostPromptWords: 20,
  /** Turns a speaker needs to be taken for the host when too few questions were heard. */
  minHostTurns: 3,
  /** Questions that make a speaker the host outright. */
  minHostQuestions: 2,
  /**
   * Short remarks (at most this many words, up to two of them) before a question of the same turn
   * ("That is remarkable. Now I want to ...") belong to the opening.
   */
  openingRemarkWords: 8,
  /**
   * A boundary's score: `depth` × the lexical valley's depth (0-1 of the deepest) + the novelty of
   * what it opens (0-1) + `cue` for a topic cue + `hostOpens` for the host's prompt + `firstPrompt`
   * for the host's first one (which ends the greetings, which often name the topic ahead).
   */
  weights: { depth: 0.6, cue: 0.6, hostOpens: 0.3, firstPrompt: 0.2 },
  /**
   * With one voice alone, the novelty of a sentence start compares at least this many content words
   * either side. Chosen on development material only (`bench:monologue` on the scripts' words, and the
   * recognised and scripted `monologue` corpus): 10, 20 and 30 gave 93, 92 and 88 of 128 scripted
   * topic changes within 15 s; 20 put fewer chapters where no topic changes on the real voice.
   */
  aloneNoveltyTerms: 20,
  /** A boundary needs this score: a clear lexical valley, or a weaker one with a host's question or cue. */
  boundaryScore: 1.1,
  /** In a chapter's title, a phrase said while greeting or thanking weighs this much. */
  titleCourtesyWeight: 0.3,
  /** A chapter title made from a sentence keeps this many words. */
  titleWords: 12,
} as const;

/** Quotes (local/quotes.ts). */
export const QUOTES = {
  /** A clean quote has at least this many words. */
  minWords: 10,
  /** When too few long statements qualify, sentences of this many words may fill in; shorter never. */
  shortestWords: 6,
  maxWords: 40,
  /**
   * The score is the sentence's (summary) score × (1 + `perMarker` × opinion markers, at most
   * `maxMarkers`) × (`confidenceBase` + confidence). First cut.
   */
  perMarker: 0.4,
  maxMarkers: 3,
  confidenceBase: 0.3,
  /**
   * Every word of a quote reaches this, or the file's own `wordPercentile` when that is lower:
   * engines differ in how they scale confidence, and a quote never holds one of the file's least sure
   * words (one misheard word makes a quote word salad). First cut.
   */
  wordConfidence: 0.35,
  wordPercentile: 0.05,
} as const;

/** Ranking sentences for articles (local/write/sentence-ranker.ts). First cut. */
export const ARTICLE_RANKING = {
  /** A match with what the person asked the article to focus on outweighs every other signal. */
  inspirationWeight: 6,
  /** Background (audience, angle) leans the choice, less strongly than the inspiration. */
  contextWeight: 2,
  /** Greetings and thanks open and close shows but say nothing about the topic. */
  courtesyFactor: 0.2,
  /**
   * By length in words: under 4 reads as a fragment, under 8 as an aside, up to 45 as a statement,
   * longer as a ramble.
   */
  length: [
    { under: 4, factor: 0.15 },
    { under: 8, factor: 0.6 },
    { under: 46, factor: 1 },
    { under: Infinity, factor: 0.8 },
  ],
  /** Confidence counts for half: the factor is `confidenceBase` + (1 - `confidenceBase`) × confidence. */
  confidenceBase: 0.5,
} as const;

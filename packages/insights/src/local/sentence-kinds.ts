import { afterLeadIns, greetingAt, normaliseWord } from '@scriptloom/transcript';
import type { Sentence } from '../text/sentence.js';
import { CHAPTERS, QUOTES } from '../settings.js';

/**
 * What kind of sentence this is, as several stages ask: does it open a topic (chapters; never a
 * quote), does it greet or introduce (never a quote nor the gist), can it stand on its own (quotes,
 * the abstract)?
 */

/** Token sequences that open a topic; one extra word may sit between two cue words ("next to tell me"). */
const TOPIC_CUES = [
  'let us start',
  'let us begin',
  "let's start",
  "let's begin",
  'to start with',
  'first question',
  'now let us',
  "now let's",
  'let us talk about',
  "let's talk about",
  'i want to move on',
  'i want to change',
  'i want to talk about',
  'change topics',
  'change the subject',
  'switch gears',
  'shift gears',
  'moving on',
  'move on to',
  'turn to',
  'next tell me',
  'tell me about',
  'before we finish',
  'before we wrap',
  'before we go',
  'to wrap up',
  'last question',
  'final question',
  'one more question',
  'finally',
].map((c) => c.split(' '));

function cueAt(tokens: readonly string[], at: number, cue: readonly string[]): boolean {
  let k = at;
  let skipped = 0;
  for (let c = 0; c < cue.length; c++) {
    if (tokens[k] === cue[c]) {
      k++;
      continue;
    }
    if (c > 0 && skipped === 0 && tokens[k + 1] === cue[c]) {
      skipped++;
      k += 2;
      continue;
    }
    return false;
  }
  return true;
}

/** The sentence opens a topic: a host's cue within its first words ("now let us talk about ..."). */
export function opensTopic(tokens: readonly string[]): boolean {
  for (let at = 0; at < Math.min(CHAPTERS.cueWithinWords, tokens.length); at++) {
    if (TOPIC_CUES.some((cue) => cueAt(tokens, at, cue))) return true;
  }
  return false;
}

/** Openers that lean on what was said before: the sentence does not stand on its own. */
const DANGLING = new Set(
  `and but so or because then also too that this it it's they they're he she these those there which yes no yeah
well though although plus anyway exactly right`.split(/\s+/),
);

/** The sentence opens with a word that leans on the one before ("because ...", "they can ..."). */
export const leansOnBefore = (s: Sentence): boolean => DANGLING.has(s.tokens[0] ?? '');

/** Introductions and show openings are not what a listener would quote. */
const INTRODUCTION =
  /\b(my name is|my guests? (today )?(is|are)|joining (me|us)|with me (today |in the studio )?(is|are)|you are listening|you're listening|i'm your host|i am your host)\b/;
/**
 * A sentence that opens with a greeting or thanks ("Hello Farid, I'm Olena ...", "Good morning,
 * I'm ...") or with the speaker's own name ("I'm Rosa Delgado and I roast coffee") greets or
 * introduces, whatever follows: a recogniser that misses the comma runs the greeting into the next
 * statement, so the whole sentence goes. (The greetings are the ones that name speakers.)
 */
function greetsOrIntroduces(s: Sentence): boolean {
  // "And I'm Tobias Lind ...", "So, hello ...": joining words first change nothing.
  const at = afterLeadIns(s.tokens, 0);
  if (greetingAt(s.tokens, at) > 0) return true;
  const [first, second] = s.tokens.slice(at);
  // A name after "I'm" is written with a capital (a known name, or one the person typed).
  const nameAt = first === "i'm" ? at + 1 : first === 'i' && second === 'am' ? at + 2 : -1;
  return nameAt > 0 && /^\p{Lu}/u.test(s.surfaces[nameAt] ?? '');
}
/** Labels the product gives speakers it could not name. */
const UNNAMED_LABEL = /^speaker \d+$/i;
/** The speaker says their own (named) label: "... Sofia Rossi, I run the music programme". */
function saysOwnName(s: Sentence): boolean {
  if (UNNAMED_LABEL.test(s.speaker)) return false;
  const name = s.speaker.split(/\s+/).map(normaliseWord).filter(Boolean);
  if (name.length === 0) return false;
  return s.tokens.some((_, i) => name.every((w, k) => s.tokens[i + k] === w));
}

/**
 * A greeting, a show opening or a speaker introducing themself: what a listener would neither
 * quote nor put in a summary.
 */
export function introduces(s: Sentence): boolean {
  return INTRODUCTION.test(s.tokens.join(' ')) || greetsOrIntroduces(s) || saysOwnName(s);
}

/**
 * A sentence that can stand alone as a quote: a complete statement (ended by the speaker, not cut
 * from a longer run), not leaning on the sentence before, with no doubtful word.
 */
export function selfContained(s: Sentence, confidenceBar: number = QUOTES.wordConfidence): boolean {
  return s.complete && !s.question && !leansOnBefore(s) && s.confidences.every((c) => c >= confidenceBar);
}

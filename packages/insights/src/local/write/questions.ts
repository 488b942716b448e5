import type { Sentence } from '../../text/sentence.js';

export interface QuestionAnswer {
  question: Sentence;
  /** The other speaker's sentences that follow, until the one who asked speaks again. */
  answer: Sentence[];
}

/** Questions shorter than this are asides ("Right?", "You know?"), not questions worth printing. */
const MIN_QUESTION_WORDS = 4;
/** Sentences the asker may add after the question mark before the answer starts ("Take your time."). */
const MAX_ASKER_TAIL = 1;
const MAX_ANSWER_SENTENCES = 4;

/**
 * Questions asked in the transcript with their answers, in order. A question is a sentence ending
 * with `?`; its answer is the run of sentences by other speakers that follows it (at most a few).
 * A question nobody else answers is skipped. One walk over the sentences: an answer is never read
 * as a question of its own.
 */
export function questionsAndAnswers(sentences: readonly Sentence[]): QuestionAnswer[] {
  const pairs: QuestionAnswer[] = [];
  let i = 0;
  while (i < sentences.length) {
    const q = sentences[i]!;
    if (!isQuestion(q)) {
      i++;
      continue;
    }
    let j = i + 1;
    // The asker may finish the thought; a second question by the asker replaces this one.
    let tail = 0;
    while (j < sentences.length && sentences[j]!.speaker === q.speaker && tail < MAX_ASKER_TAIL) {
      if (isQuestion(sentences[j]!)) break;
      j++;
      tail++;
    }
    if (j < sentences.length && sentences[j]!.speaker === q.speaker) {
      i = j;
      continue;
    }
    const answer: Sentence[] = [];
    while (j < sentences.length && sentences[j]!.speaker !== q.speaker && answer.length < MAX_ANSWER_SENTENCES) {
      answer.push(sentences[j]!);
      j++;
    }
    // Skip the rest of a long answer so none of it is taken for a question.
    while (j < sentences.length && sentences[j]!.speaker !== q.speaker) j++;
    if (answer.length > 0) pairs.push({ question: q, answer });
    i = answer.length > 0 ? j : i + 1;
  }
  return pairs;
}

/** Whether the sentence ends with a question mark (closing quotes or brackets aside). */
export function asksSomething(s: Sentence): boolean {
  return /\?["'”’)]*$/.test(s.text.trim());
}

function isQuestion(s: Sentence): boolean {
  if (!asksSomething(s)) return false;
  const words = s.tokens.length > 0 ? s.tokens.length : s.text.trim().split(/\s+/).length;
  return words >= MIN_QUESTION_WORDS;
}

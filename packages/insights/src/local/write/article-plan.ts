import type { ArticleGenerateRequest, ArticleType, Quote } from '@scriptloom/contracts';
import type { Sentence } from '../../text/sentence.js';
import { focusPhrases } from './article-focus.js';
import { spansOf } from './chapter-spans.js';
import type { WriterInput } from './inputs.js';
import { asksSomething, questionsAndAnswers, type QuestionAnswer } from './questions.js';
import { createRanker, pickBest, type Ranker } from './sentence-ranker.js';
import { isCourtesy } from '@scriptloom/transcript';
import { oneLine } from './text.js';
import { contentStems, tokenize } from './words.js';

/** Sentences per part by type: a blog post tells more, a recap or a list only backs up each point. */
const SENTENCES_PER_PART: Record<ArticleType, number> = { blog_post: 5, news: 4, recap: 2, listicle: 2 };
/** A part that touches what the person asked to focus on gets more room. */
const FOCUS_BONUS = 2;
/**
 * Prose keeps a question only when its part has little else: without its answer beside it, an
 * interviewer's question reads as a loose end.
 */
const QUESTION_IN_PROSE = 0.1;
const MIN_QA = 5;
const MAX_QA = 12;
const MIN_KEY_SENTENCES = 3;
const MAX_KEY_SENTENCES = 10;

/** One part of the article with the sentences chosen for it, in transcript order. */
export interface PlannedPart {
  summary: string | null;
  timestamp: string;
  body: Sentence[];
  /** Quotes said within this part (news stories attribute them). */
  quotes: Quote[];
  /** How much the part says about the inspiration and the context (0 when neither is touched). */
  focus: number;
}

/** What an article is made of, chosen once and independent of tone and layout details. */
export interface ArticlePlan {
  parts: PlannedPart[];
  /** Sentences to list when there are no chapters (listicle "one per key sentence"). */
  keySentences: Sentence[];
  /** Questions asked in the transcript with answers, the most relevant ones, in order. */
  questions: QuestionAnswer[];
  /** Quotes not inside any part (there are no transcript sentences to place them by). */
  looseQuotes: Quote[];
  /** The person's inspiration, as the phrases of it the episode talks about (the intro names them). */
  angle: string[];
  /** Likewise for the context (audience, purpose), leaving out phrases the angle already names. */
  background: string[];
  /**
   * The best sentence from the last third of the talk that the article does not print otherwise:
   * what an ending may quote when there are no chapters or keywords to close on.
   */
  finalLine: Sentence | null;
}

/** Display sentences with text, in time order (sort is stable, so equal starts keep document order). */
export function spokenSentences(sentences: readonly Sentence[]): Sentence[] {
  return sentences
    .filter((s) => oneLine(s.text ?? '').length > 0)
    .map((s) => (Array.isArray(s.tokens) ? s : { ...s, tokens: tokenize(s.text) }))
    .sort((a, b) => a.start - b.start);
}

export function planArticle(
  input: WriterInput,
  spoken: readonly Sentence[],
  request: ArticleGenerateRequest,
): ArticlePlan {
  const ranker = createRanker(spoken, {
    inspiration: request.inspiration ?? '',
    background: request.context ?? '',
    topical: [...input.keywords, input.headline].join(' '),
  });

  // The abstract is printed as is; sentences it already contains would be said twice.
  const abstractText = ` ${tokenize(input.abstract).join(' ')} `;
  const normOf = new Map(spoken.map((s) => [s, ` ${tokenize(s.text).join(' ')} `]));
  // Greetings and thanks open and close a show but say nothing an article could use: they stay out
  // (unless nothing else was said).
  const topical = spoken.filter((s) => !isCourtesy(s.tokens));
  const fresh = (topical.length > 0 ? topical : spoken).filter((s) => {
    const norm = normOf.get(s)!;
    return norm.length < 14 || !abstractText.includes(norm);
  });
  // A news story prints the quotes with attribution, so the sentences they come from stay out of its body.
  const quotesInBody = request.type === 'news' ? input.quotes : [];
  const eligible = quotesInBody.length > 0 ? fresh.filter((s) => !insideQuote(s, quotesInBody)) : fresh;

  const spans = spansOf(eligible, input.chapters);
  const perPart = SENTENCES_PER_PART[request.type];
  const parts: PlannedPart[] = spans.map((span) => {
    const topic = span.summary ? contentStems(span.summary) : undefined;
    const summaryText = span.summary ? ` ${tokenize(span.summary).join(' ')} ` : '';
    const pool = span.sentences.filter((s) => !summaryText || !summaryText.includes(normOf.get(s)!));
    const room = perPart + (pool.some((s) => ranker.matchesFocus(s)) ? FOCUS_BONUS : 0);
    const count = Math.min(room, Math.max(1, Math.ceil(pool.length / 2)));
    return {
      summary: span.summary,
      timestamp: span.timestamp,
      body: pickBest(pool, count, (s) => ranker.score(s, topic) * (asksSomething(s) ? QUESTION_IN_PROSE : 1)),
      quotes: [],
      focus: pool.reduce((sum, s) => sum + ranker.focus(s), 0),
    };
  });

  const looseQuotes = placeQuotes(parts, spans, quotesInBody);
  const keyCount = Math.min(MAX_KEY_SENTENCES, Math.max(MIN_KEY_SENTENCES, Math.round(eligible.length / 20)));
  const keySentences =
    request.type === 'listicle' && input.chapters.length === 0
      ? pickBest(
          eligible.filter((s) => s.tokens.length >= 6),
          keyCount,
          (s) => ranker.score(s) * (asksSomething(s) ? QUESTION_IN_PROSE : 1),
        )
      : [];
  const questions =
    request.format === 'q_and_a' ? chooseQuestions(questionsAndAnswers(spoken), input.chapters.length, ranker) : [];
  // A part left with nothing to say (a chapter of greetings) is left out rather than printed empty.
  const kept = parts.filter((p) => p.body.length > 0 || p.quotes.length > 0);
  const said = saidStems(input, ranker);
  const angle = focusPhrases(request.inspiration ?? '', said);
  return {
    parts: kept.length > 0 ? kept : parts,
    keySentences,
    questions,
    looseQuotes,
    angle,
    background: focusPhrases(request.context ?? '', said, angle),
    finalLine: finalLine(
      eligible,
      [...parts.flatMap((p) => p.body), ...keySentences, ...questions.flatMap((qa) => [qa.question, ...qa.answer])],
      ranker,
    ),
  };
}

/** Every stem the episode says, in the transcript or in its (possibly edited) results. */
function saidStems(input: WriterInput, ranker: Ranker): Set<string> {
  const said = new Set(ranker.said);
  const results = [input.headline, input.abstract, ...input.keywords, ...input.chapters.map((c) => c.summary)];
  for (const st of contentStems(results.join(' '))) said.add(st);
  return said;
}

/** A closing line must say something: a statement of a few words, not a question or an aside. */
const MIN_FINAL_LINE_WORDS = 6;
/** "Towards the end" holds only for the last part of the talk: the last third of its time. */
const FINAL_STRETCH = 2 / 3;

function finalLine(eligible: readonly Sentence[], printed: Sentence[], ranker: Ranker): Sentence | null {
  if (eligible.length === 0) return null;
  const from = eligible[0]!.start;
  const cutoff = from + (eligible[eligible.length - 1]!.start - from) * FINAL_STRETCH;
  const shown = new Set(printed);
  const pool = eligible.filter(
    (s) => s.start >= cutoff && !shown.has(s) && !asksSomething(s) && s.tokens.length >= MIN_FINAL_LINE_WORDS,
  );
  return pickBest(pool, 1, (s) => ranker.score(s))[0] ?? null;
}

/** A sentence mostly said within a quote's time range is the quote (or part of it). */
function insideQuote(s: Sentence, quotes: readonly Quote[]): boolean {
  const length = Math.max(s.end - s.start, 0.001);
  return quotes.some((q) => Math.min(s.end, q.end) - Math.max(s.start, q.start) >= length / 2);
}

/** Puts each quote in the part it was said in; returns those that fit in none. */
function placeQuotes(parts: PlannedPart[], spans: { seconds: number }[], quotes: readonly Quote[]): Quote[] {
  if (parts.length === 0) return [...quotes];
  for (const q of [...quotes].sort((a, b) => a.start - b.start)) {
    let at = 0;
    while (at + 1 < spans.length && q.start >= spans[at + 1]!.seconds) at++;
    parts[at]!.quotes.push(q);
  }
  return [];
}

function chooseQuestions(pairs: QuestionAnswer[], chapterCount: number, ranker: Ranker): QuestionAnswer[] {
  const count = Math.min(MAX_QA, Math.max(MIN_QA, chapterCount));
  return pickBest(pairs, count, (p) => {
    const answer = p.answer.reduce((sum, s) => sum + ranker.score(s), 0) / p.answer.length;
    return ranker.score(p.question) + answer;
  });
}

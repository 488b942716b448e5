import type { ArticleGenerateRequest, ArticleType, Quote } from '@scriptloom/contracts';
import type { Sentence } from '../text/sentence.js';
import type { GeneratedArticle, InsightContext, InsightSource } from '../types.js';
import { planArticle, spokenSentences, type ArticlePlan, type PlannedPart } from './write/article-plan.js';
import { emptyTranscriptError, isEmptyInput, prepareInput, type WriterInput } from './write/inputs.js';
import type { QuestionAnswer } from './write/questions.js';
import { capitalise, endSentence, joinList, mdText, oneLine } from './write/text.js';
import { formatTimestamp } from './write/timestamps.js';
import { TONE_WORDS, type ToneWords } from './write/tones.js';

/** A paragraph holds at most this many sentences (and one speaker's words). */
const SENTENCES_PER_PARAGRAPH = 3;
/** How many keywords the opening line names. */
const LEAD_TOPICS = 3;
/** Sentences of the abstract a news story leads with. */
const NEWS_LEAD_SENTENCES = 2;

interface Writing {
  input: WriterInput;
  plan: ArticlePlan;
  tone: ToneWords;
  type: ArticleType;
}

/**
 * An article assembled from the transcript's own sentences and the extracted results. The type
 * decides the structure (blog post, news story, recap, listicle), the format the layout (headed
 * sections, plain paragraphs, questions and answers), the tone only the connecting template words.
 * The body of each chapter is its most relevant sentences, leaning towards the request's inspiration
 * and context. The same input always gives the same article.
 */
export function writeArticle(
  source: InsightSource,
  context: InsightContext,
  request: ArticleGenerateRequest,
  sentences: Sentence[],
): GeneratedArticle {
  const input = prepareInput(source, context);
  const spoken = spokenSentences(sentences);
  if (isEmptyInput(input) && spoken.length === 0) throw emptyTranscriptError('an article');

  const plan = planArticle(input, spoken, request);
  const w: Writing = { input, plan, tone: TONE_WORDS[request.tone] ?? TONE_WORDS.neutral, type: request.type };
  // Without questions that someone answered, a Q&A layout has nothing to show: plain paragraphs instead.
  const format = request.format === 'q_and_a' && plan.questions.length === 0 ? 'plain' : request.format;

  let blocks: string[];
  let items = 0;
  if (format === 'q_and_a') {
    const intro = w.type === 'listicle' ? [w.tone.takeawaysIntro] : [...opening(w, format), w.tone.qaIntro];
    blocks = [...intro, ...plan.questions.flatMap((qa, i) => questionBlock(w, qa, i + 1))];
    if (w.type === 'blog_post') blocks.push(w.tone.closing);
    items = plan.questions.length;
  } else if (w.type === 'listicle') {
    const list = takeaways(w, format === 'sections');
    blocks = [w.tone.takeawaysIntro, ...list.blocks];
    items = list.count;
  } else {
    blocks = [...opening(w, format), ...plan.parts.flatMap((p) => partBlocks(w, p, format === 'sections'))];
    if (w.type === 'news') blocks.push(...plan.looseQuotes.map((q) => attributed(w, q)));
    if (w.type === 'blog_post') {
      if (format === 'sections') blocks.push(`## ${w.tone.closingHeading}`);
      blocks.push(w.tone.closing);
    }
  }

  const content = blocks.filter((b) => b.trim().length > 0);
  // Only template words came out (say, a recap of an episode with keywords but nothing said).
  if (!content.some((b) => !isTemplate(w, b))) throw emptyTranscriptError('an article');
  return { title: titleFor(w, items), content: `${content.join('\n\n')}\n` };
}

/** The intro by type: a blog post names the topics then gives the abstract, a news story leads with its first sentences. */
function opening(w: Writing, format: 'sections' | 'plain' | 'q_and_a'): string[] {
  const { input, tone } = w;
  switch (w.type) {
    case 'blog_post': {
      const topics = joinList(input.keywords.slice(0, LEAD_TOPICS));
      return [topics ? tone.lead(topics) : '', mdText(input.abstract)];
    }
    case 'news': {
      const lead = splitSentences(input.abstract).slice(0, NEWS_LEAD_SENTENCES).join(' ');
      return [mdText(lead || (input.headline ? endSentence(input.headline) : ''))];
    }
    case 'recap': {
      const timeline = format !== 'q_and_a' && w.plan.parts.length > 0;
      return [mdText(input.abstract), timeline ? tone.timelineIntro : ''];
    }
    case 'listicle':
      return [tone.takeawaysIntro];
  }
}

/** A paragraph piece: a transcript sentence (grouped with its neighbours) or an attributed quote (alone). */
interface Piece {
  at: number;
  text: string;
  speaker: string | null;
}

/** One chapter of a blog post, news story or recap. */
function partBlocks(w: Writing, part: PlannedPart, sections: boolean): string[] {
  const summary = part.summary ? mdText(capitalise(part.summary)) : '';
  const pieces: Piece[] = part.body.map((s) => ({ at: s.start, text: mdText(s.text), speaker: s.speaker }));
  // News attributes quotes where they were said.
  if (w.type === 'news')
    pieces.push(...part.quotes.map((q) => ({ at: q.start, text: attributed(w, q), speaker: null })));
  pieces.sort((a, b) => a.at - b.at);
  const body = paragraphs(pieces);

  if (w.type === 'recap') {
    if (sections) return [`## ${part.timestamp}${summary ? ` — ${summary}` : ''}`, ...body];
    const label = summary ? `${part.timestamp} — ${endSentence(summary)}` : `${part.timestamp}:`;
    return [[label, ...body].join(' ')];
  }
  // A chapter with nothing said under it keeps its summary as a line, never an empty heading.
  if (body.length === 0) return summary ? [endSentence(summary)] : [];
  if (sections) return [`## ${summary || `From ${part.timestamp}`}`, ...body];
  return body;
}

/** Sentences grouped into paragraphs of a few sentences by one speaker; quotes stand alone. */
function paragraphs(pieces: Piece[]): string[] {
  const out: string[] = [];
  let current: Piece[] = [];
  const flush = () => {
    if (current.length > 0) out.push(current.map((p) => p.text).join(' '));
    current = [];
  };
  for (const piece of pieces) {
    if (piece.speaker === null) {
      flush();
      out.push(piece.text);
      continue;
    }
    if (current.length >= SENTENCES_PER_PARAGRAPH || (current.length > 0 && current[0]!.speaker !== piece.speaker)) {
      flush();
    }
    current.push(piece);
  }
  flush();
  return out;
}

/** `“...,” Speaker 2 said.` (the tone picks the verb). */
function attributed(w: Writing, quote: Quote): string {
  const text = mdText(quote.text);
  if (!quote.speaker) return `“${text}”`;
  const spoken = /[.]$/.test(text) ? `${text.slice(0, -1)},` : /[!?…]$/.test(text) ? text : `${text},`;
  return `“${spoken}” ${mdText(quote.speaker)} ${w.tone.quoteVerb}.`;
}

/**
 * Numbered takeaways: one per chapter (its summary, backed by its best sentences), or without
 * chapters one per key sentence (the abstract's sentences when nothing was said).
 */
function takeaways(w: Writing, sections: boolean): { blocks: string[]; count: number } {
  const { plan, input } = w;
  const chaptered = plan.parts.filter((p) => p.summary);
  if (chaptered.length === 0) {
    const points = plan.keySentences.length > 0 ? plan.keySentences.map((s) => s.text) : splitSentences(input.abstract);
    const list = points.map((text, i) => `${i + 1}. ${mdText(text)}`).join('\n');
    return { blocks: list ? [list] : [], count: points.length };
  }
  if (sections) {
    const blocks = chaptered.flatMap((p, i) => [
      `## ${i + 1}. ${mdText(capitalise(p.summary!))}`,
      ...paragraphs(p.body.map((s) => ({ at: s.start, text: mdText(s.text), speaker: s.speaker }))),
    ]);
    return { blocks, count: chaptered.length };
  }
  const lines = chaptered.map((p, i) => {
    const support = p.body.map((s) => mdText(s.text)).join(' ');
    return `${i + 1}. ${mdText(endSentence(capitalise(p.summary!)))}${support ? ` ${support}` : ''}`;
  });
  return { blocks: [lines.join('\n')], count: chaptered.length };
}

/** A question as a bold line (numbered in a listicle, timed in a recap) and its answer. */
function questionBlock(w: Writing, qa: QuestionAnswer, n: number): string[] {
  const question = mdText(qa.question.text);
  const label =
    w.type === 'listicle'
      ? `${n}. ${question}`
      : w.type === 'recap'
        ? `${formatTimestamp(qa.question.start)} — ${question}`
        : question;
  const answer = qa.answer.map((s) => mdText(s.text)).join(' ');
  const speakers = [...new Set(qa.answer.map((s) => s.speaker).filter(Boolean))];
  const attribution = w.type === 'news' && speakers.length > 0 ? ` — ${mdText(speakers.join(', '))}` : '';
  return [`**${label}**`, `${answer}${attribution}`];
}

/** The headline (or the source title), adapted to the type. */
function titleFor(w: Writing, items: number): string {
  const { input } = w;
  const firstChapter = input.chapters[0] ? capitalise(input.chapters[0].summary) : '';
  const episode = input.title || input.headline;
  switch (w.type) {
    case 'listicle':
      return `${items} takeaways from ${episode || 'this episode'}`;
    case 'recap':
      return episode ? `Episode recap: ${episode}` : 'Episode recap';
    default:
      return oneLine(input.headline || input.title || firstChapter || 'Episode highlights');
  }
}

function isTemplate(w: Writing, block: string): boolean {
  const t = w.tone;
  return [t.qaIntro, t.takeawaysIntro, t.timelineIntro, t.closing, `## ${t.closingHeading}`].includes(block);
}

function splitSentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+(?=\P{Ll})/u)
    .filter(Boolean);
}

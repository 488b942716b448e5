import type { ArticleGenerateRequest, ArticleType, Quote } from '@scriptloom/contracts';
import type { Sentence } from '../text/sentence.js';
import type { GeneratedArticle, InsightContext, InsightSource } from '../types.js';
import { articleEnding } from './write/article-ending.js';
import { planArticle, spokenSentences, type ArticlePlan, type PlannedPart } from './write/article-plan.js';
import { emptyTranscriptError, isEmptyInput, prepareInput, type WriterInput } from './write/inputs.js';
import type { QuestionAnswer } from './write/questions.js';
import { capitalise, endSentence, joinList, mdText, oneLine } from './write/text.js';
import { formatTimestamp } from './write/timestamps.js';
import { CLOSING_WORDS, type ClosingWords } from './write/tone-closings.js';
import { TONE_WORDS, type ToneWords } from './write/tones.js';
import { contentSeed, createPicker, type Picker } from './write/variant.js';

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
  closing: ClosingWords;
  type: ArticleType;
  pick: Picker;
  /** Blocks made of connecting words (intro and ending lines), told apart from what the episode says. */
  frames: Set<string>;
}

/**
 * An article assembled from the transcript's own sentences and the extracted results
 * (docs/product.md#articles). The type decides the structure (blog post, news story, recap,
 * listicle) and how it ends, the format the layout (headed sections, plain paragraphs, questions
 * and answers), the tone the connecting words of the intro and the ending. The inspiration and the
 * context steer which sentences each part uses (and which part leads a news story or a list), and
 * the intro names what of them the episode talks about. The same input always gives the same
 * article; phrasings are chosen from the file's text, so different files do not all read alike.
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
  const seed = contentSeed([
    input.title,
    input.abstract,
    ...input.chapters.map((c) => c.summary),
    ...spoken.map((s) => s.text),
  ]);
  const w: Writing = {
    input,
    plan,
    tone: TONE_WORDS[request.tone] ?? TONE_WORDS.neutral,
    closing: CLOSING_WORDS[request.tone] ?? CLOSING_WORDS.neutral,
    type: request.type,
    pick: createPicker(seed),
    frames: new Set(),
  };
  // Without questions that someone answered, a Q&A layout has nothing to show: plain paragraphs instead.
  const format = request.format === 'q_and_a' && plan.questions.length === 0 ? 'plain' : request.format;

  let blocks: string[];
  let items = 0;
  if (format === 'q_and_a') {
    const intro =
      w.type === 'listicle' ? opening(w, format) : [...opening(w, format), frame(w, w.pick('qa', w.tone.qaIntro))];
    blocks = [...intro, ...plan.questions.flatMap((qa, i) => questionBlock(w, qa, i + 1))];
    items = plan.questions.length;
  } else if (w.type === 'listicle') {
    const list = takeaways(w, format === 'sections');
    blocks = [...opening(w, format), ...list.blocks];
    items = list.count;
  } else {
    const parts = w.type === 'news' ? focusFirst(plan.parts) : plan.parts;
    blocks = [...opening(w, format), ...parts.flatMap((p) => partBlocks(w, p, format === 'sections'))];
    if (w.type === 'news') blocks.push(...plan.looseQuotes.map((q) => attributed(w, q)));
  }
  blocks.push(...ending(w, format === 'sections'));

  const content = blocks.filter((b) => b.trim().length > 0);
  // Only connecting words came out (say, a recap of an episode with keywords but nothing said).
  if (!content.some((b) => !w.frames.has(b))) throw emptyTranscriptError('an article');
  return { title: titleFor(w, items), content: `${content.join('\n\n')}\n` };
}

/** Registers a block as connecting words (see `Writing.frames`). */
function frame(w: Writing, text: string): string {
  if (text) w.frames.add(text);
  return text;
}

/**
 * The intro by type: a blog post names the topics then gives the abstract, a news story leads with
 * its first sentences, a recap gives the abstract before the timeline, a list goes straight to its
 * points. Each says what the person asked to focus on, when the episode talks about it.
 */
function opening(w: Writing, format: 'sections' | 'plain' | 'q_and_a'): string[] {
  const { input, tone } = w;
  const angle = framing(w);
  switch (w.type) {
    case 'blog_post': {
      const topics = joinList(input.keywords.slice(0, LEAD_TOPICS).map(mdText));
      const lead = topics ? w.pick('lead', tone.lead)(topics) : '';
      return [frame(w, [lead, angle].filter(Boolean).join(' ')), mdText(input.abstract)];
    }
    case 'news': {
      const lead = splitSentences(input.abstract).slice(0, NEWS_LEAD_SENTENCES).join(' ');
      return [mdText(lead || (input.headline ? endSentence(input.headline) : '')), frame(w, angle)];
    }
    case 'recap': {
      const timeline = format !== 'q_and_a' && w.plan.parts.length > 0;
      return [
        mdText(input.abstract),
        frame(w, angle),
        timeline ? frame(w, w.pick('timeline', tone.timelineIntro)) : '',
      ];
    }
    case 'listicle':
      return [frame(w, angle), frame(w, w.pick('takeaways', tone.takeawaysIntro))];
  }
}

/**
 * What the person asked for, in the episode's terms: the phrases of the inspiration the episode
 * talks about (with the chapter that says most about them) and those of the context. Empty when
 * neither names anything the episode says.
 */
function framing(w: Writing): string {
  const { plan, tone } = w;
  const sentences: string[] = [];
  if (plan.angle.length > 0) {
    const where = plan.parts
      .filter((p) => p.summary && p.focus > 0)
      .reduce<PlannedPart | null>((best, p) => (best === null || p.focus > best.focus ? p : best), null);
    const angle = joinList(plan.angle.map(mdText));
    sentences.push(w.pick('angle', tone.angle)(angle, where ? `“${mdText(where.summary!)}”` : null));
  }
  if (plan.background.length > 0) {
    sentences.push(w.pick('background', tone.background)(joinList(plan.background.map(mdText))));
  }
  return sentences.join(' ');
}

/** The closing paragraph (under its own heading in sectioned layouts), or nothing. */
function ending(w: Writing, sections: boolean): string[] {
  const end = articleEnding({
    type: w.type,
    plan: w.plan,
    keywords: w.input.keywords,
    namedInIntro: LEAD_TOPICS,
    words: w.closing,
    pick: w.pick,
  });
  if (!end) return [];
  return [...(sections ? [frame(w, `## ${end.heading}`)] : []), frame(w, end.paragraph)];
}

/**
 * News and lists lead with what matters most: with an inspiration or context, the parts that say
 * most about it come first (ties keep the conversation's order). Without one, the order is the episode's.
 */
function focusFirst(parts: PlannedPart[]): PlannedPart[] {
  return parts
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.focus - a.p.focus || a.i - b.i)
    .map((x) => x.p);
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
  const chaptered = focusFirst(plan.parts.filter((p) => p.summary));
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

function splitSentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])\s+(?=\P{Ll})/u)
    .filter(Boolean);
}

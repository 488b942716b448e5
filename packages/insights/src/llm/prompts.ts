import {
  ARTICLE_FORMAT_LABELS,
  ARTICLE_TONE_LABELS,
  ARTICLE_TYPE_LABELS,
  TWEET_MAX_CHARS,
  type ArticleFormat,
  type ArticleGenerateRequest,
  type ArticleTone,
  type ArticleType,
} from '@scriptloom/contracts';
import { formatTimestamp } from '@scriptloom/transcript';
import type { InsightContext } from '../types.js';
import type { TranscriptChunk } from './transcript-text.js';

/** A request's two messages. System prompts are short and state the answer's exact shape. */
export interface Prompt {
  system: string;
  user: string;
}

const TRANSCRIPT_NOTE =
  'The transcript comes from speech recognition: it has no punctuation and some words are misheard. Each line is "[h:mm:ss] Speaker: words".';
const ONLY_FACTS = 'Use only what the transcript says: add no facts, names or numbers that are not in it.';
const JSON_ONLY = 'Answer with one JSON object and nothing else:';

/** Where a part sits, so the model knows it is seeing a piece of a longer episode. */
export interface PartInfo {
  index: number;
  count: number;
}

function transcriptBlock(title: string, chunk: TranscriptChunk, part?: PartInfo): string {
  const where =
    part && part.count > 1
      ? `This is part ${part.index + 1} of ${part.count} of the episode (${formatTimestamp(chunk.start)} to ${formatTimestamp(chunk.end)}).\n`
      : '';
  return `Episode title: ${title || '(none)'}\n${where}\nTranscript:\n${chunk.text}`;
}

export function summaryPrompt(title: string, chunk: TranscriptChunk): Prompt {
  return {
    system: `You summarise podcast episodes. ${TRANSCRIPT_NOTE} ${ONLY_FACTS} ${JSON_ONLY} {"abstract": "3 to 5 sentences on what the episode covers", "headline": "one line that reads like a title, at most 100 characters"}`,
    user: transcriptBlock(title, chunk),
  };
}

export function partSummaryPrompt(title: string, chunk: TranscriptChunk, part: PartInfo): Prompt {
  return {
    system: `You summarise one part of a long podcast episode. ${TRANSCRIPT_NOTE} ${ONLY_FACTS} ${JSON_ONLY} {"summary": "4 to 6 sentences on what is said in this part"}`,
    user: transcriptBlock(title, chunk, part),
  };
}

export function combinedSummaryPrompt(title: string, parts: { chunk: TranscriptChunk; summary: string }[]): Prompt {
  const list = parts
    .map((p, i) => `Part ${i + 1} (${formatTimestamp(p.chunk.start)} to ${formatTimestamp(p.chunk.end)}): ${p.summary}`)
    .join('\n\n');
  return {
    system: `You summarise podcast episodes from summaries of their parts, given in order. Use only what the part summaries say. ${JSON_ONLY} {"abstract": "3 to 5 sentences on what the whole episode covers", "headline": "one line that reads like a title, at most 100 characters"}`,
    user: `Episode title: ${title || '(none)'}\n\nPart summaries:\n\n${list}`,
  };
}

export function chaptersPrompt(title: string, chunk: TranscriptChunk, part: PartInfo): Prompt {
  const scope =
    part.count > 1
      ? ' Only give chapters that begin within this part.'
      : ' The first chapter starts at the first line.';
  return {
    system: `You divide podcast episodes into chapters, one per topic, starting where the topic changes. ${TRANSCRIPT_NOTE} Copy each timestamp from the [h:mm:ss] mark of the line where its topic begins.${scope} Each summary is a short title of at most 10 words. List chapters in time order. ${JSON_ONLY} {"chapters": [{"timestamp": "h:mm:ss", "summary": "..."}]}`,
    user: transcriptBlock(title, chunk, part),
  };
}

export function keywordsPrompt(title: string, chunk: TranscriptChunk, part: PartInfo): Prompt {
  return {
    system: `You pick the keywords of podcast episodes. ${TRANSCRIPT_NOTE} List 5 to 12 keywords or short key phrases (1 to 3 words) that say what is discussed, most important first, using words that occur in the transcript. No speaker labels, no filler words. ${JSON_ONLY} {"keywords": ["..."]}`,
    user: transcriptBlock(title, chunk, part),
  };
}

export function entitiesPrompt(title: string, chunk: TranscriptChunk, part: PartInfo): Prompt {
  return {
    system: `You find the names mentioned in podcast transcripts. ${TRANSCRIPT_NOTE} Group them by type: PERSON (people), ORG (organisations, companies, shows, schools), GPE (countries, cities, states), LOC (other places), PRODUCT, EVENT. Write each name with capitals, using exactly the words the transcript has (do not correct or complete them), and list only names that are said. Leave out the speaker labels and types with no names. ${JSON_ONLY} {"entities": {"PERSON": ["..."], "ORG": ["..."]}}`,
    user: transcriptBlock(title, chunk, part),
  };
}

export function quotesPrompt(title: string, chunk: TranscriptChunk, part: PartInfo, count: number): Prompt {
  return {
    system: `You pick quotable passages from podcast transcripts. ${TRANSCRIPT_NOTE} Pick the ${count} most quotable passages, best first: each a complete thought by one speaker, 10 to 60 words, copied word for word from the transcript. You may add punctuation and capitals, but do not change, add or drop words, and leave out the time and speaker label. ${JSON_ONLY} {"quotes": [{"text": "...", "speaker": "Speaker 1"}]}`,
    user: transcriptBlock(title, chunk, part),
  };
}

/**
 * What a writer works from: the stored (possibly edited) results, then the transcript, or, when the
 * transcript is too long for one request, the summary and chapters alone.
 */
export function writerMaterial(title: string, context: InsightContext, transcript: string | null): string {
  const parts: string[] = [`Episode title: ${title || '(none)'}`];
  if (context.summary) parts.push(`Headline: ${context.summary.headline}\n\nSummary: ${context.summary.abstract}`);
  if (context.chapters.length) {
    parts.push(`Chapters:\n${context.chapters.map((c) => `- ${c.timestamp} ${c.summary}`).join('\n')}`);
  }
  if (context.keywords.length) parts.push(`Keywords: ${context.keywords.join(', ')}`);
  const names = Object.entries(context.entities)
    .filter(([, list]) => list.length)
    .map(([type, list]) => `${type}: ${list.join(', ')}`);
  if (names.length) parts.push(`Names mentioned:\n${names.join('\n')}`);
  if (context.quotes.length) {
    parts.push(`Quotes:\n${context.quotes.map((q) => `- "${q.text}" (${q.speaker}, ${q.timestamp})`).join('\n')}`);
  }
  parts.push(
    transcript === null
      ? 'The transcript is too long to include here: work from the summary and chapters above.'
      : `Transcript (from speech recognition, so without punctuation and with some misheard words; each line is "[h:mm:ss] Speaker: words"):\n${transcript}`,
  );
  return parts.join('\n\n');
}

const WRITER_FACTS =
  'Use only facts from the material given (transcript, summary, chapters, quotes): invent no guests, links, dates, numbers or events. Names misheard by speech recognition may be written as the summary spells them.';

export function showNotesPrompt(material: string): Prompt {
  return {
    system: `You write podcast show notes in Markdown. ${WRITER_FACTS} Write: a short opening paragraph on the episode; "## In this episode" with one bullet per chapter, starting with its timestamp exactly as given; "## Mentioned" with the people and organisations named, if any; "## Quote" with one quote, if any are given. Answer with the Markdown only.`,
    user: material,
  };
}

export function tweetsPrompt(material: string): Prompt {
  return {
    system: `You write posts for X (Twitter) that promote a podcast episode. ${WRITER_FACTS} Write 3 to 5 posts, each able to stand alone, each at most ${TWEET_MAX_CHARS - 40} characters (the hard limit is ${TWEET_MAX_CHARS}), at most 2 hashtags each. ${JSON_ONLY} {"posts": ["..."]}`,
    user: material,
  };
}

export function captionsPrompt(material: string): Prompt {
  return {
    system: `You write social media captions (Instagram, LinkedIn, Facebook) for a podcast episode. ${WRITER_FACTS} Write 3 captions in different styles, each 2 to 4 sentences, ending with up to 3 hashtags. ${JSON_ONLY} {"posts": ["..."]}`,
    user: material,
  };
}

const TYPE_GUIDE: Record<ArticleType, string> = {
  blog_post: 'a blog post that explores the main ideas',
  news: 'a news story: the most newsworthy point first, then the details',
  recap: 'an episode recap that follows the order of the conversation',
  listicle: 'a numbered list of takeaways, each with a short explanation',
};

const FORMAT_GUIDE: Record<ArticleFormat, string> = {
  sections: 'organise it under "##" headings',
  plain: 'write plain paragraphs without headings',
  q_and_a: 'write it as questions (as "##" headings) each followed by its answer',
};

/** A label alone ("Professional") leaves the model to guess; these say what the tone changes. */
const TONE_GUIDE: Record<ArticleTone, string> = {
  neutral: 'plain and factual, without opinions of your own',
  conversational: 'friendly and informal, talking to the reader directly',
  professional: 'formal and precise, as for a trade publication',
  enthusiastic: 'lively and upbeat, without exaggerating what was said',
};

/** Every option of the request reaches the prompt (docs/product.md#articles). */
export function articlePrompt(material: string, request: ArticleGenerateRequest): Prompt {
  const asked = [
    `Type: ${ARTICLE_TYPE_LABELS[request.type]}, ${TYPE_GUIDE[request.type]}.`,
    `Format: ${ARTICLE_FORMAT_LABELS[request.format]}: ${FORMAT_GUIDE[request.format]}.`,
    `Tone: ${ARTICLE_TONE_LABELS[request.tone]}: ${TONE_GUIDE[request.tone]}, in the opening and closing as much as in the body.`,
    request.inspiration ? `Focus on: ${request.inspiration}` : '',
    request.context ? `Background for the writer (audience, publication, angle): ${request.context}` : '',
  ].filter(Boolean);
  return {
    system: `You write articles from podcast episodes, in Markdown. ${WRITER_FACTS} The person's focus and background say what to write about and for whom; they are not facts about the episode: choose the passages that serve them and say in the opening what the article focuses on. Quote only words the transcript has. End with a closing drawn from this episode (where the conversation ends up, or its main takeaways), never a generic sign-off or an invitation to listen. ${JSON_ONLY} {"title": "the article's title", "content": "the article in Markdown, without the title"}`,
    user: `${asked.join('\n')}\n\n${material}`,
  };
}

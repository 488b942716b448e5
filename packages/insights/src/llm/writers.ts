import { TWEET_MAX_CHARS, type ArticleGenerateRequest } from '@scriptloom/contracts';
import type { GeneratedArticle, InsightContext } from '../types.js';
import type { Question } from './ask.js';
import { parseJsonAnswer, stripFences, type Parsed } from './json-answer.js';
import type { PreparedSource } from './prepared-source.js';
import {
  articlePrompt,
  captionsPrompt,
  showNotesPrompt,
  tweetsPrompt,
  writerMaterial,
  type Prompt,
} from './prompts.js';
import { ArticleAnswer, PostsAnswer } from './schemas.js';

/** Writing may vary a little more than extraction, still staying close to the material. */
const WRITE_TEMPERATURE = 0.3;

/** The material a writer gets: the context, and the whole transcript when it fits in one request. */
export function material(prepared: PreparedSource, context: InsightContext): string {
  const transcript = prepared.chunks.length === 1 ? prepared.chunks[0]!.text : null;
  return writerMaterial(prepared.title, context, transcript);
}

function writing<T>(label: string, prompt: Prompt, json: boolean, parse: Question<T>['parse']): Question<T> {
  return { label, ...prompt, json, temperature: WRITE_TEMPERATURE, parse };
}

export function showNotesQuestion(text: string): Question<string> {
  return writing('show notes', showNotesPrompt(text), false, (content) => {
    const notes = stripFences(content);
    return notes.length >= 40
      ? { ok: true, value: notes }
      : { ok: false, problem: 'the show notes are empty or far too short' };
  });
}

/**
 * Posts over the limit are sent back to be shortened; on the last attempt the ones that fit are
 * kept rather than failing the whole run.
 */
export function tweetsQuestion(text: string): Question<string[]> {
  return writing('tweets', tweetsPrompt(text), true, (content, final): Parsed<string[]> => {
    const answer = parseJsonAnswer(PostsAnswer, content);
    if (!answer.ok) return answer;
    const posts = answer.value.posts;
    const long = posts.map((p, i) => ({ i, n: p.length })).filter((p) => p.n > TWEET_MAX_CHARS);
    if (!long.length) return { ok: true, value: posts };
    const fitting = posts.filter((p) => p.length <= TWEET_MAX_CHARS);
    if (final && fitting.length) return { ok: true, value: fitting };
    return {
      ok: false,
      problem: `${long.map((p) => `post ${p.i + 1} has ${p.n} characters`).join(', ')}; each post must have at most ${TWEET_MAX_CHARS}`,
    };
  });
}

export function captionsQuestion(text: string): Question<string[]> {
  return writing('captions', captionsPrompt(text), true, (content) => {
    const answer = parseJsonAnswer(PostsAnswer, content);
    return answer.ok ? { ok: true, value: answer.value.posts } : answer;
  });
}

export function articleQuestion(text: string, request: ArticleGenerateRequest): Question<GeneratedArticle> {
  return writing('article', articlePrompt(text, request), true, (content) => {
    const answer = parseJsonAnswer(ArticleAnswer, content);
    if (!answer.ok) return answer;
    const { title } = answer.value;
    // Models often repeat the title as the first heading although asked not to.
    const body = answer.value.content.replace(/^#\s+(.+)\n+/, (line, heading: string) =>
      heading.trim().toLowerCase() === title.toLowerCase() ? '' : line,
    );
    return { ok: true, value: { title, content: body.trim() } };
  });
}

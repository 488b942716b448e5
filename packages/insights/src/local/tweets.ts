import { TWEET_MAX_CHARS } from '@scriptloom/contracts';
import type { InsightContext, InsightSource } from '../types.js';
import { hashtagsFor } from './write/hashtags.js';
import { emptyTranscriptError, isEmptyInput, prepareInput } from './write/inputs.js';
import { pushDistinct, quoteLine, rotatingTags, withHashtags } from './write/posts.js';
import { countChars, joinList, truncate } from './write/text.js';

const MAX_TWEETS = 6;
const MIN_TWEETS = 3;
/** Hashtags per tweet: enough to be found, few enough to leave room for the words. */
const TAGS_PER_TWEET = 2;

/**
 * 3-6 tweets assembled from the headline, the abstract and the quotes (`“quote” — Speaker`), each
 * with hashtags made from the keywords and at most TWEET_MAX_CHARS characters. When those give fewer
 * than three, the chapter list and the topics fill in. Fewer come back only when the inputs are that
 * thin: nothing is made up to reach a count.
 */
export function writeTweets(source: InsightSource, context: InsightContext): string[] {
  const input = prepareInput(source, context);
  if (isEmptyInput(input)) throw emptyTranscriptError('tweets');
  const tags = hashtagsFor(input.keywords);
  const tweets: string[] = [];
  const seen = new Set<string>();
  const add = (body: string) => {
    if (tweets.length >= MAX_TWEETS || !body) return;
    const own = rotatingTags(tags, tweets.length, TAGS_PER_TWEET);
    pushDistinct(tweets, seen, withHashtags(body, own, TWEET_MAX_CHARS));
  };

  add(input.headline || input.title);
  add(input.abstract);
  for (const quote of input.quotes) {
    if (tweets.length >= MAX_TWEETS) break;
    // Room for the tags is taken out first so the quote is shortened inside its marks.
    const own = rotatingTags(tags, tweets.length, TAGS_PER_TWEET);
    const tagRoom = own.length > 0 ? countChars(` ${own.join(' ')}`) : 0;
    const line = quoteLine(quote.text, quote.speaker, TWEET_MAX_CHARS - tagRoom);
    pushDistinct(tweets, seen, own.length > 0 ? `${line} ${own.join(' ')}` : line);
  }

  if (tweets.length < MIN_TWEETS && input.chapters.length > 0) add(chapterList(input.chapters));
  if (tweets.length < MIN_TWEETS && input.keywords.length > 0) {
    add(`Topics: ${joinList(input.keywords.slice(0, 6))}.`);
  }
  if (tweets.length === 0) throw emptyTranscriptError('tweets');
  return tweets;
}

/** "Chapters:" then one `timestamp summary` line per chapter, as many as fit (hashtags need room too). */
function chapterList(chapters: { timestamp: string; summary: string }[]): string {
  const room = TWEET_MAX_CHARS - 60;
  let text = 'Chapters:';
  for (const c of chapters) {
    const line = `\n${c.timestamp ? `${c.timestamp} ` : ''}${truncate(c.summary, 100)}`;
    if (countChars(text + line) > room) break;
    text += line;
  }
  return text === 'Chapters:' ? '' : text;
}

import { SaxesParser } from 'saxes';

/*
 * Reads a podcast's RSS 2.0 feed into its episodes. saxes is a strict, streaming XML parser that
 * never expands entities a document declares itself (an internal DTD's entities are "undefined"),
 * so a billion-laughs feed fails at its first reference instead of growing; what it knows are XML's
 * five, character references and the few HTML ones feeds commonly use, listed below.
 */

export interface ParsedEpisode {
  /** The item's guid, or its enclosure's address when it has none. */
  guid: string;
  title: string;
  /** ISO time, or null when missing or unreadable. */
  published_at: string | null;
  duration_sec: number | null;
  enclosure: { url: string; type: string | null; bytes: number | null };
}

export interface ParsedFeed {
  title: string;
  episodes: ParsedEpisode[];
}

/** A document that is not a readable RSS feed; the message says why. */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** Items read at most: a feed longer than that is cut to its first (newest, by convention) items. */
export const MAX_FEED_ITEMS = 5000;
const MAX_TEXT = 1000;
const GUID_MAX = 2000;

/** HTML entities seen in real feeds outside CDATA; fixed strings, never expanded further. */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

interface RawItem {
  guid?: string;
  title?: string;
  pubDate?: string;
  duration?: string;
  enclosure?: { url?: string; type?: string; length?: string };
}

/** Parses an RSS feed; throws FeedFormatError when it is not well-formed XML or not RSS. */
export function parseFeed(xml: string): ParsedFeed {
  // A web page is the commonest wrong answer (the podcast's site instead of its feed); HTML is
  // seldom well-formed XML, so it is named before the parser would call it malformed.
  if (/^\uFEFF?\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html[\s>])/i.test(xml)) {
    throw new FeedFormatError('This is a web page (HTML), not an RSS feed: look for the address of the feed itself.');
  }
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const path: string[] = [];
  let text = '';
  let channelTitle: string | undefined;
  let item: RawItem | null = null;
  const items: RawItem[] = [];
  let rootSeen = false;

  parser.on('error', (err) => {
    throw new FeedFormatError(`This feed is not well-formed XML: ${err.message.replace(/^[^:]*:\d+:\d+: /, '')}`);
  });
  parser.on('opentag', (tag) => {
    if (!rootSeen) {
      rootSeen = true;
      if (tag.name !== 'rss') {
        const what = tag.name === 'feed' ? 'an Atom feed' : `a document whose root is <${tag.name}>`;
        throw new FeedFormatError(`This is ${what}, not an RSS feed.`);
      }
    }
    path.push(tag.name);
    text = '';
    const where = path.join('/');
    if (where === 'rss/channel/item') item = {};
    else if (item && where === 'rss/channel/item/enclosure') {
      const a = tag.attributes as Record<string, string>;
      // The first enclosure is the episode's media (RSS allows one; some feeds add more).
      item.enclosure ??= { url: a.url, type: a.type, length: a.length };
    }
  });
  const addText = (t: string) => {
    if (text.length < MAX_TEXT * 4) text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const where = path.join('/');
    const value = text.trim();
    if (where === 'rss/channel/title') channelTitle = value;
    else if (item) {
      if (where === 'rss/channel/item') {
        if (items.length < MAX_FEED_ITEMS) items.push(item);
        item = null;
      } else if (where === 'rss/channel/item/guid') item.guid = value;
      else if (where === 'rss/channel/item/title') item.title = value;
      else if (where === 'rss/channel/item/pubDate') item.pubDate = value;
      else if (where === 'rss/channel/item/itunes:duration') item.duration = value;
    }
    path.pop();
    text = '';
  });

  parser.write(xml).close();
  if (!rootSeen) throw new FeedFormatError('This feed is empty.');
  if (channelTitle === undefined && items.length === 0) {
    throw new FeedFormatError('This RSS document has no channel.');
  }
  return {
    title: clip(channelTitle || 'Untitled feed'),
    episodes: dedupe(items.flatMap((raw) => episodeOf(raw) ?? [])),
  };
}

const clip = (s: string, max = MAX_TEXT) => (s.length > max ? s.slice(0, max) : s);

/** An item with media, or null (an item without an enclosure is not an episode we can import). */
function episodeOf(raw: RawItem): ParsedEpisode | null {
  const url = raw.enclosure?.url?.trim();
  if (!url) return null;
  const guid = clip(raw.guid || url, GUID_MAX);
  const bytes = Number(raw.enclosure?.length);
  return {
    guid,
    title: clip(raw.title || 'Untitled episode'),
    published_at: dateOf(raw.pubDate),
    duration_sec: parseDuration(raw.duration),
    enclosure: {
      url: clip(url, GUID_MAX),
      type: raw.enclosure?.type?.trim().slice(0, 200) || null,
      bytes: Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null,
    },
  };
}

/** The first of each guid: a feed repeating one keeps one episode. */
function dedupe(episodes: ParsedEpisode[]): ParsedEpisode[] {
  const seen = new Set<string>();
  return episodes.filter((e) => !seen.has(e.guid) && seen.add(e.guid));
}

function dateOf(text: string | undefined): string | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** `itunes:duration`: seconds (`3605`), `mm:ss` or `hh:mm:ss`; null when it is none of them. */
export function parseDuration(text: string | undefined): number | null {
  const value = text?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value));
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:\.\d+)?$/.exec(value);
  if (!m) return null;
  const [hours, minutes, seconds] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3])];
  if (seconds >= 60 || (m[1] !== undefined && minutes >= 60)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

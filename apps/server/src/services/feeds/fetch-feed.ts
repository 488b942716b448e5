import { ErrorCode, FeedMessages } from '@scriptloom/contracts';
import { AppError, invalidField } from '../../lib/app-error.js';
import { readBody, safeFetch, SafeFetchError, type SafeFetchOptions } from '../../lib/safe-fetch/safe-fetch.js';
import type { ServiceContext } from '../context.js';
import { FeedFormatError, parseFeed, type ParsedFeed } from './parse-feed.js';

/** What a fetch of a feed came to: unchanged since the validators given (304), or the feed read. */
export type FeedFetch =
  { changed: false } | { changed: true; feed: ParsedFeed; etag: string | null; last_modified: string | null };

/** The safe fetcher's settings for this deployment, with a body limit and a total time. */
export const fetchOptions = (
  ctx: ServiceContext,
  maxBytes: number,
  timeoutMs: number,
  headers: Record<string, string> = {},
): SafeFetchOptions => ({ allowedPrivate: ctx.config.feeds.allowedPrivate, maxBytes, timeoutMs, headers });

/**
 * The answer to a fetch that failed, as the person should hear it: a refused address, an address
 * that could not be fetched, a document that is not RSS. `field` names the request field the
 * address came from, if it came from one (an address that is not http(s) is then a bad field).
 */
export function fetchRefusal(err: unknown, field?: string): AppError | null {
  if (err instanceof FeedFormatError) return new AppError(400, ErrorCode.feedNotRss, err.message);
  if (!(err instanceof SafeFetchError)) return null;
  switch (err.reason) {
    case 'bad_url':
      return field ? invalidField(err.message, field) : new AppError(400, ErrorCode.feedAddressRefused, err.message);
    case 'refused_address':
      return new AppError(400, ErrorCode.feedAddressRefused, err.message);
    case 'redirects':
    case 'too_large':
    case 'timeout':
    case 'unreachable':
      return new AppError(400, ErrorCode.feedUnreachable, err.message);
  }
}

/**
 * Fetches and reads a feed, sending its validators so an unchanged feed answers 304 (polite polling).
 * Throws an AppError (400) saying what is wrong when it cannot be fetched or is not RSS.
 */
export async function fetchFeed(
  ctx: ServiceContext,
  url: string,
  validators: { etag?: string | null; last_modified?: string | null } = {},
  field?: string,
): Promise<FeedFetch> {
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.last_modified) headers['if-modified-since'] = validators.last_modified;
  try {
    const res = await safeFetch(
      url,
      fetchOptions(ctx, ctx.config.feeds.maxFeedBytes, ctx.config.feeds.fetchTimeoutMs, headers),
    );
    if (res.status === 304) {
      res.body.destroy();
      return { changed: false };
    }
    if (res.status < 200 || res.status > 299) {
      res.body.destroy();
      throw new AppError(400, ErrorCode.feedNotRss, FeedMessages.notRss(res.status));
    }
    const xml = (await readBody(res.body)).toString('utf8');
    const header = (name: string) => {
      const v = res.headers[name];
      return typeof v === 'string' && v.length <= 500 ? v : null;
    };
    return { changed: true, feed: parseFeed(xml), etag: header('etag'), last_modified: header('last-modified') };
  } catch (err) {
    throw fetchRefusal(err, field) ?? err;
  }
}

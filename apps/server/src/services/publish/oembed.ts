import {
  EMBED_SIZE,
  PUBLICATION_SLUG_PATTERN,
  PublishMessages,
  type OembedQuery,
  type OembedResponse,
} from '@scriptloom/contracts';
import { notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { embedHtml, publicationAddresses } from './addresses.js';

/** The slug of a published page's address on this server (`{PUBLIC_URL}/p/{slug}`, or its embed), else null. */
function slugOf(publicUrl: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  const match = /^\/p\/([^/]+)(?:\/embed)?\/?$/.exec(parsed.pathname);
  return match && PUBLICATION_SLUG_PATTERN.test(match[1]!) ? match[1]! : null;
}

/**
 * `GET /oembed` (oEmbed 1.0): the embed of a published page, a "rich" type whose html is the
 * player's iframe, no larger than `maxwidth` × `maxheight`. Anything but a published page's address
 * is 404, as the oEmbed specification asks.
 */
export async function oembedOf(ctx: ServiceContext, query: OembedQuery): Promise<OembedResponse> {
  const slug = slugOf(ctx.config.publicUrl, query.url);
  const found = slug ? await ctx.repos.publications.fileBySlug(slug) : undefined;
  if (!slug || !found) throw notFound(PublishMessages.notAPage);
  const size = {
    width: Math.min(EMBED_SIZE.width, query.maxwidth ?? EMBED_SIZE.width),
    height: Math.min(EMBED_SIZE.height, query.maxheight ?? EMBED_SIZE.height),
  };
  return {
    version: '1.0',
    type: 'rich',
    title: found.file.title,
    provider_name: ctx.config.productName,
    provider_url: ctx.config.publicUrl,
    html: embedHtml(publicationAddresses(ctx.config.publicUrl, slug).embed, found.file.title, size),
    ...size,
  };
}

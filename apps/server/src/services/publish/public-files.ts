import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ExportOptions,
  PUBLICATION_SLUG_PATTERN,
  PUBLISHED_FILE_TYPES,
  type PublishedTranscriptFormat,
} from '@scriptloom/contracts';
import { PUBLIC_PAGE_CSS, type PublicPageInput } from '@scriptloom/exports';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { asBuffer } from '../../workers/transfer.js';
import type { ExportSourceText } from '../../workers/tasks/render-exports.js';
import type { ServiceContext } from '../context.js';
import { EXPORT_TIME_LIMIT_MS } from '../exports/render.js';
import { exportSourceText } from '../exports/source.js';
import { publicationAddresses } from './addresses.js';

/** What a public address serves: the page, the embed, or one of the files. */
export type PublicKind = 'page' | 'embed' | PublishedTranscriptFormat | 'chapters';

export interface PublicAnswer {
  body: Buffer;
  mediaType: string;
  /** A strong validator of the body: it changes whenever what it is made from changes. */
  etag: string;
}

/** The export each published file is rendered as (the exports package's renderers). */
const FILE_OPTIONS: Record<Exclude<PublicKind, 'page' | 'embed'>, ExportOptions> = {
  json: ExportOptions.parse({ format: 'podcast-transcript' }),
  vtt: ExportOptions.parse({ format: 'vtt' }),
  srt: ExportOptions.parse({ format: 'srt' }),
  html: ExportOptions.parse({ format: 'html' }),
  chapters: ExportOptions.parse({ format: 'podcast-chapters' }),
};

/**
 * Rendered answers, kept by what they are made from (a hash of the stored transcript, the file's
 * title and the addresses), so an edit simply makes a new key and a popular page costs one render
 * per change, however many people open it at once. One per running app.
 */
const RENDERED_ENTRIES = 64;
const RENDERED_BYTES = 64 * 1024 * 1024;
const caches = new WeakMap<ServiceContext, VersionedCache>();
const cacheOf = (ctx: ServiceContext) => {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new VersionedCache(RENDERED_ENTRIES, RENDERED_BYTES)));
  return cache;
};

/** Whether `slug` has a slug's shape: any other text cannot be one, and is not looked up. */
const slugShaped = (slug: string) => PUBLICATION_SLUG_PATTERN.test(slug);

/** The stylesheet every public page links, and its address (named by its content, so cached for good). */
export const PUBLIC_STYLE = {
  body: PUBLIC_PAGE_CSS,
  name: `page-${createHash('sha256').update(PUBLIC_PAGE_CSS).digest('base64url').slice(0, 12)}.css`,
};

/**
 * The player script's address in the built web app (`assets/public-player-<hash>.js`, an entry of
 * apps/web's Vite build), found once; null when the web app is not built (the page still shows its
 * text, without playback).
 */
const playerScripts = new Map<string, string | null>();
export function playerScriptPath(webDist: string): string | null {
  if (!playerScripts.has(webDist)) {
    const dir = path.join(webDist, 'assets');
    const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^public-player-[\w-]+\.js$/.test(f)) : undefined;
    playerScripts.set(webDist, name ? `/assets/${name}` : null);
  }
  return playerScripts.get(webDist)!;
}

/**
 * What a public address of `slug` serves, rendered from the saved transcript as it is now; null when
 * the slug is not published (answered as one never published). Rendering runs on the CPU
 * pool, shared fairly by `visitor` (the client's address), so one visitor cannot hold up the rest.
 */
export async function publicAnswer(
  ctx: ServiceContext,
  slug: string,
  kind: PublicKind,
  visitor: string,
): Promise<PublicAnswer | null> {
  const found = slugShaped(slug) ? await ctx.repos.publications.documentBySlug(slug) : undefined;
  if (!found) return null;
  const source = exportSourceText(found.file, found.transcript);
  const page = kind === 'page' || kind === 'embed' ? pageInput(ctx, found.publication, kind) : undefined;
  const fingerprint = createHash('sha256')
    .update(kind)
    .update('\0')
    .update(JSON.stringify({ ...source, snippetsJson: undefined, page }))
    .update('\0')
    .update(source.snippetsJson)
    .digest('base64url');
  const mediaType =
    kind === 'page' || kind === 'embed' ? PUBLISHED_FILE_TYPES.html.mediaType : PUBLISHED_FILE_TYPES[kind].mediaType;
  const text = await cacheOf(ctx).getOrBuild(fingerprint, 0, () => render(ctx, source, kind, page, visitor));
  return { body: Buffer.from(text, 'utf8'), mediaType, etag: `"${fingerprint}"` };
}

function pageInput(
  ctx: ServiceContext,
  publication: { slug: string; published_at: Date },
  variant: 'page' | 'embed',
): PublicPageInput {
  const a = publicationAddresses(ctx.config.publicUrl, publication.slug);
  return {
    variant,
    pageUrl: a.page,
    embedUrl: a.embed,
    audioUrl: a.audio,
    oembedUrl: a.oembed,
    transcriptUrls: a.transcripts,
    chaptersUrl: a.chapters,
    playerScriptUrl: playerScriptPath(ctx.config.webDist),
    styleUrl: `/p/static/${PUBLIC_STYLE.name}`,
    publishedAt: publication.published_at.toISOString(),
    siteName: ctx.config.productName,
  };
}

async function render(
  ctx: ServiceContext,
  source: ExportSourceText,
  kind: PublicKind,
  page: PublicPageInput | undefined,
  visitor: string,
): Promise<string> {
  const options = { lane: 'request' as const, owner: `public:${visitor}`, timeoutMs: EXPORT_TIME_LIMIT_MS };
  if (page) return ctx.cpu.run('renderPublicPageTask', { source, page }, options);
  const [file] = await ctx.cpu.run(
    'renderExports',
    { source, requests: [FILE_OPTIONS[kind as keyof typeof FILE_OPTIONS]] },
    options,
  );
  return asBuffer(file!.body).toString('utf8');
}

/**
 * The published recording of `slug`: the player's MP3 that processing made (of a video upload too:
 * the page is a listening page). Null when the slug is not published or the file has none.
 */
export async function publicMedia(
  ctx: ServiceContext,
  slug: string,
): Promise<{ key: string; mediaType: string } | null> {
  const found = slugShaped(slug) ? await ctx.repos.publications.fileBySlug(slug) : undefined;
  if (!found?.file.playback_key) return null;
  return { key: found.file.playback_key, mediaType: 'audio/mpeg' };
}

import { z } from 'zod';

/**
 * Publishing a transcript (docs/product.md#publishing): a public page with a player, an embeddable
 * player, and the Podcasting 2.0 transcript and chapters files, all under one unguessable slug.
 */

/** Bytes of randomness in a slug (128 bits), written as base64url: 22 characters. */
export const PUBLICATION_SLUG_BYTES = 16;
/** A slug as it appears in the public addresses: 22 base64url characters. */
export const PUBLICATION_SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The transcript files of a publication, by the extension in their address. */
export const PUBLISHED_TRANSCRIPT_FORMATS = ['json', 'vtt', 'srt', 'html'] as const;
export type PublishedTranscriptFormat = (typeof PUBLISHED_TRANSCRIPT_FORMATS)[number];

/**
 * The media type each published file is served as, and the `type` its `<podcast:transcript>` tag
 * names (the Podcasting 2.0 namespace's transcript types). The JSON is the Podcasting 2.0 transcript.
 */
export const PUBLISHED_FILE_TYPES: Record<
  PublishedTranscriptFormat | 'chapters',
  { mediaType: string; tagType: string }
> = {
  json: { mediaType: 'application/json; charset=utf-8', tagType: 'application/json' },
  vtt: { mediaType: 'text/vtt; charset=utf-8', tagType: 'text/vtt' },
  srt: { mediaType: 'application/x-subrip; charset=utf-8', tagType: 'application/x-subrip' },
  html: { mediaType: 'text/html; charset=utf-8', tagType: 'text/html' },
  chapters: { mediaType: 'application/json+chapters; charset=utf-8', tagType: 'application/json+chapters' },
};

/** `POST /v1/up/publish/{id}` and `GET` when published: where everything is. */
export const Publication = z.object({
  /** The public page (`/p/{slug}`). */
  page_url: z.string(),
  /** The iframe to paste into a web page: the embeddable player (`/p/{slug}/embed`). */
  embed_html: z.string(),
  transcript_urls: z.object({ json: z.string(), vtt: z.string(), srt: z.string(), html: z.string() }),
  chapters_url: z.string(),
  /** The recording, for the player (range requests served). */
  audio_url: z.string(),
  /** The feed's tags: one `<podcast:transcript>` per format, then `<podcast:chapters>`. */
  feed_tags: z.array(z.string()),
  published_at: z.string(),
});
export type Publication = z.infer<typeof Publication>;

/** `GET /v1/up/publish/{id}`: the publication, or null when the file is not published. */
export const PublicationState = z.object({ publication: Publication.nullable() });
export type PublicationState = z.infer<typeof PublicationState>;

/** `DELETE /v1/up/publish/{id}`. */
export const UnpublishResponse = z.object({ message: z.string() });
export type UnpublishResponse = z.infer<typeof UnpublishResponse>;

/** `GET /oembed?url=...&format=json&maxwidth=&maxheight=` (oEmbed 1.0). */
export const OembedQuery = z.object({
  url: z.string().max(2000),
  format: z.literal('json').optional(),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type OembedQuery = z.infer<typeof OembedQuery>;

/** The oEmbed answer: a "rich" embed whose html is the player's iframe. */
export const OembedResponse = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OembedResponse = z.infer<typeof OembedResponse>;

/** The embedded player's size unless the page asks for less (oEmbed maxwidth/maxheight). */
export const EMBED_SIZE = { width: 640, height: 480 } as const;

export const PublishMessages = {
  unpublished: 'The transcript is no longer published: its public page and files are gone.',
  notPublished: 'This transcript is not published.',
  /** The public 404 page's words (every unknown or unpublished address). */
  pageNotFound: 'This transcript is not published, or its address is wrong.',
  /** oEmbed for an address that is not a published page. */
  notAPage: 'The url is not the address of a published transcript.',
} as const;

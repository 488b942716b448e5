import {
  EMBED_SIZE,
  PUBLISHED_FILE_TYPES,
  PUBLISHED_TRANSCRIPT_FORMATS,
  type Publication,
} from '@scriptloom/contracts';
import { escapeXmlAttribute } from './escape.js';

/**
 * The public addresses of a publication (docs/product.md#publishing), all under `/p/{slug}` on the
 * server's public address (PUBLIC_URL), so they stay the same for as long as the file is published.
 */
export function publicationAddresses(publicUrl: string, slug: string) {
  const page = `${publicUrl}/p/${slug}`;
  return {
    page,
    embed: `${page}/embed`,
    audio: `${page}/audio`,
    transcripts: {
      json: `${page}/transcript.json`,
      vtt: `${page}/transcript.vtt`,
      srt: `${page}/transcript.srt`,
      html: `${page}/transcript.html`,
    },
    chapters: `${page}/chapters.json`,
    oembed: `${publicUrl}/api/oembed?url=${encodeURIComponent(page)}&format=json`,
  };
}

/** The iframe that puts the player on another site. */
export function embedHtml(embedUrl: string, title: string, size: { width: number; height: number } = EMBED_SIZE) {
  return (
    `<iframe src="${escapeXmlAttribute(embedUrl)}" title="${escapeXmlAttribute(`Transcript player: ${title}`)}" ` +
    `width="${size.width}" height="${size.height}" style="border:0;max-width:100%" loading="lazy" allow="autoplay"></iframe>`
  );
}

/** The answer of `POST`/`GET /v1/up/publish/{id}`. */
export function publicationView(
  publicUrl: string,
  row: { slug: string; published_at: Date },
  title: string,
): Publication {
  const a = publicationAddresses(publicUrl, row.slug);
  const transcriptTags = PUBLISHED_TRANSCRIPT_FORMATS.map(
    (format) =>
      `<podcast:transcript url="${escapeXmlAttribute(a.transcripts[format])}" type="${PUBLISHED_FILE_TYPES[format].tagType}"${format === 'vtt' ? ' rel="captions"' : ''} />`,
  );
  return {
    page_url: a.page,
    embed_html: embedHtml(a.embed, title),
    transcript_urls: a.transcripts,
    chapters_url: a.chapters,
    audio_url: a.audio,
    feed_tags: [
      ...transcriptTags,
      `<podcast:chapters url="${escapeXmlAttribute(a.chapters)}" type="${PUBLISHED_FILE_TYPES.chapters.tagType}" />`,
    ],
    published_at: row.published_at.toISOString(),
  };
}

import { formatClock } from '@scriptloom/transcript';
import type { ExportDocument, ExportParagraph } from '../model.js';
import { escapeHtml } from '../text/html-escape.js';
import { timedChapters } from '../text/chapter-times.js';
import { oneLine } from '../text/time.js';

/**
 * The published transcript as one server-rendered page (docs/product.md#publishing): the text is in
 * the HTML, so it shows before any script runs and search engines and readers without script get
 * it all; the player script only adds playback, the word highlight and seeking.
 *
 * A three-hour episode has some 30,000 words, so the markup stays compact: a paragraph's text is
 * plain text, its words' start times one attribute (`data-w`: each word's start after the
 * paragraph's, in hundredths of a second, base 36, comma-separated), and the player makes word
 * elements only for the paragraphs near the screen. A span per word with its time would make the
 * page about three times as large and slower to parse and lay out.
 */

export interface PublicPageInput {
  /** `page`: the public page; `embed`: the same player sized for an iframe on another site. */
  variant: 'page' | 'embed';
  /** Absolute addresses. */
  pageUrl: string;
  embedUrl: string;
  audioUrl: string;
  oembedUrl: string;
  transcriptUrls: { json: string; vtt: string; srt: string; html: string };
  chaptersUrl: string;
  /** The player script's address (same origin); null when the web app is not built: the text still shows. */
  playerScriptUrl: string | null;
  /** The stylesheet's address (same origin). */
  styleUrl: string;
  /** ISO 8601. */
  publishedAt: string;
  /** The product's name, for the page's credits and Open Graph's site name. */
  siteName: string;
}

/** Longest page description (meta description, Open Graph, schema.org), in characters. */
export const DESCRIPTION_CHARS = 300;

/** The page's description: the summary, else the headline, else the opening words, cut at a word. */
export function pageDescription(doc: ExportDocument): string {
  const summary = doc.parts.summary;
  const source =
    summary?.abstract ??
    summary?.headline ??
    doc.paragraphs
      .slice(0, 3)
      .map((p) => p.text)
      .join(' ');
  const text = oneLine(source);
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

/** Seconds as an ISO 8601 duration (schema.org `timeRequired`/`duration`): PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * JSON inside a `<script>` element: `<` (so `</script>` or `<!--` in a title cannot end or change
 * the element), `>`, `&` and the two line separators JavaScript once refused are written as escapes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A word's text as one token of the paragraph's text: white space inside it becomes a no-break space. */
const wordToken = (text: string) => text.trim().replace(/\s+/g, '\u00a0');

/** The paragraph's word starts after its own, in hundredths of a second, base 36. */
function wordOffsets(p: ExportParagraph): string {
  return p.words.map((w) => Math.max(0, Math.round((w.start - p.start) * 100)).toString(36)).join(',');
}

const seconds = (value: number) => String(Math.max(0, Math.round(value * 1000) / 1000));

function paragraphHtml(p: ExportParagraph, index: number): string {
  const clock = formatClock(p.start);
  const speaker = escapeHtml(p.speaker);
  // The button is the keyboard's way in: Enter (or Space) plays from the paragraph.
  return (
    `<div class="para" id="t${index}" data-t="${seconds(p.start)}" data-e="${seconds(p.end)}">` +
    `<p class="who"><button type="button" class="ts" data-t="${seconds(p.start)}" aria-label="Play from ${clock}, ${speaker}">${clock}</button> ` +
    `<span class="spk">${speaker}</span></p>` +
    `<p class="words" data-w="${wordOffsets(p)}">${escapeHtml(p.words.map((w) => wordToken(w.text)).join(' '))}</p></div>\n`
  );
}

function chaptersHtml(doc: ExportDocument): string {
  const chapters = timedChapters(doc.parts.chapters);
  if (chapters.length === 0) return '';
  const items = chapters
    .map(
      (c) =>
        `<li><button type="button" class="ts" data-t="${seconds(c.start)}">${formatClock(c.start)}</button> ${escapeHtml(c.title)}</li>`,
    )
    .join('');
  return `<section class="chapters" aria-labelledby="chapters-h"><h2 id="chapters-h">Chapters</h2><ol>${items}</ol></section>\n`;
}

function summaryHtml(doc: ExportDocument): string {
  const summary = doc.parts.summary;
  if (!summary) return '';
  const headline = summary.headline ? `<p class="headline">${escapeHtml(summary.headline)}</p>` : '';
  const body = summary.abstract
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para)}</p>`)
    .join('');
  return `<section class="summary" aria-labelledby="summary-h"><h2 id="summary-h">Summary</h2>${headline}${body}</section>\n`;
}

/** schema.org data of the episode (JSON-LD). */
function structuredData(doc: ExportDocument, input: PublicPageInput, description: string): string {
  const duration = doc.durationSec && doc.durationSec > 0 ? isoDuration(doc.durationSec) : undefined;
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: doc.title,
    description,
    url: input.pageUrl,
    datePublished: input.publishedAt,
    inLanguage: doc.language,
    ...(duration ? { timeRequired: duration } : {}),
    associatedMedia: {
      '@type': 'AudioObject',
      contentUrl: input.audioUrl,
      embedUrl: input.embedUrl,
      ...(duration ? { duration } : {}),
    },
  });
}

/** The whole page (`variant: 'page'`) or the embeddable player (`'embed'`), as HTML. */
export function renderPublicPage(doc: ExportDocument, input: PublicPageInput): string {
  const title = escapeHtml(doc.title);
  const description = pageDescription(doc);
  const desc = escapeHtml(description);
  const url = escapeHtml(input.pageUrl);
  const embed = input.variant === 'embed';
  const head = [
    '<!doctype html>',
    `<html lang="${escapeHtml(doc.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${desc}">`,
    `<link rel="canonical" href="${url}">`,
    embed ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${desc}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:audio" content="${escapeHtml(input.audioUrl)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(input.oembedUrl)}" title="${title}">`,
    `<link rel="alternate" type="text/vtt" href="${escapeHtml(input.transcriptUrls.vtt)}" title="Transcript (WebVTT)">`,
    `<link rel="stylesheet" href="${escapeHtml(input.styleUrl)}">`,
    input.playerScriptUrl ? `<script type="module" src="${escapeHtml(input.playerScriptUrl)}"></script>` : '',
    embed ? '' : `<script type="application/ld+json">${structuredData(doc, input, description)}</script>`,
    '</head>',
  ]
    .filter(Boolean)
    .join('\n');

  const files = embed
    ? `<p class="more"><a href="${url}" target="_blank" rel="noopener">Open the full transcript</a></p>`
    : `<nav class="files" aria-label="Transcript files"><h2>Files</h2><ul>` +
      `<li><a href="${escapeHtml(input.transcriptUrls.html)}">Transcript (HTML)</a></li>` +
      `<li><a href="${escapeHtml(input.transcriptUrls.vtt)}">Captions (WebVTT)</a></li>` +
      `<li><a href="${escapeHtml(input.transcriptUrls.srt)}">Captions (SRT)</a></li>` +
      `<li><a href="${escapeHtml(input.transcriptUrls.json)}">Podcasting 2.0 transcript (JSON)</a></li>` +
      `<li><a href="${escapeHtml(input.chaptersUrl)}">Chapters (JSON)</a></li></ul></nav>\n`;
  const transcript = doc.paragraphs.map(paragraphHtml).join('');
  // The recording as processing made it for the player: audio, of a video upload too.
  const media = `<audio class="media" controls preload="metadata" src="${escapeHtml(input.audioUrl)}"></audio>`;

  const body = [
    `<body class="${embed ? 'embed' : 'page'}">`,
    `<header class="player"><h1>${title}</h1>${media}</header>`,
    `<main>`,
    embed ? '' : summaryHtml(doc),
    chaptersHtml(doc),
    `<section class="transcript" aria-labelledby="transcript-h"><h2 id="transcript-h">Transcript</h2>`,
    `<div class="text" id="transcript">\n${transcript}</div></section>`,
    files,
    `</main>`,
    embed ? '' : `<footer><p>Published with ${escapeHtml(input.siteName)}.</p></footer>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
  return `${head}\n${body}`;
}

/** The page's styles: one small sheet for the page and the embed, served with a long cache. */
export const PUBLIC_PAGE_CSS = `
:root{color-scheme:light;--ink:#1b1b1f;--muted:#4a4a55;--accent:#1d4ed8;--mark:#fde68a;--line:#d8d8e0}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
.player{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid var(--line);padding:.75rem 1rem}
.player h1{font-size:1.25rem;line-height:1.3;margin:0 0 .5rem;overflow-wrap:anywhere}
.media{width:100%;max-height:40vh;display:block}
main{max-width:46rem;margin:0 auto;padding:1rem}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.headline{font-weight:600}
.chapters ol{padding-left:1.25rem}
.chapters li{margin:.25rem 0}
.ts{font:inherit;font-size:.85rem;font-variant-numeric:tabular-nums;color:var(--accent);background:none;border:1px solid var(--line);border-radius:4px;padding:.1rem .4rem;cursor:pointer;min-height:1.75rem}
.ts:focus-visible,.text .w:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.para{margin:0 0 1rem}
.who{margin:0;color:var(--muted);font-size:.9rem}
.spk{font-weight:600}
.words{margin:.25rem 0 0;overflow-wrap:anywhere}
.text .w{cursor:pointer;border-radius:3px}
.text .w:hover{text-decoration:underline}
.text .w.now{background:var(--mark);color:#000}
.para.now .who{color:var(--ink)}
a{color:var(--accent)}
.files ul{padding-left:1.25rem}
footer{max-width:46rem;margin:0 auto;padding:1rem;color:var(--muted);font-size:.9rem}
body.embed{height:100vh;display:flex;flex-direction:column}
body.embed .player{position:static}
body.embed main{flex:1;overflow-y:auto;max-width:none;padding:.5rem 1rem}
body.embed h2{font-size:1rem;margin:.75rem 0 .25rem}
@media (max-width:30rem){main{padding:.75rem}.player{padding:.5rem .75rem}.player h1{font-size:1.05rem}}
`;

import type { Snippet, TranscriptSaveKind, TranscriptVersionItem } from '@scriptloom/contracts';

/** What each kind of version is called in the history (docs/product.md#version-history). */
const KIND_LABELS: Record<TranscriptSaveKind, string> = {
  original: 'Original transcript',
  earlier: 'Earlier transcript',
  edit: 'Edits',
  replace_all: 'Replace all',
  speakers: 'Speaker changes',
  comments: 'Comments',
  restore: 'Restored version',
};

/** An unknown kind (a newer server) still reads as something sensible. */
export const kindLabel = (kind: string): string => KIND_LABELS[kind as TranscriptSaveKind] ?? 'Saved';

/** Who saved it: versions nobody saved come from processing; a missing name is an account since removed. */
export function savedByLabel(item: Pick<TranscriptVersionItem, 'kind' | 'saved_by_name'>): string {
  if (item.saved_by_name) return item.saved_by_name;
  return item.kind === 'original' || item.kind === 'earlier' ? 'Processing' : 'A former member';
}

export const wordCountLabel = (count: number): string =>
  `${count.toLocaleString('en')} ${count === 1 ? 'word' : 'words'}`;

export interface PreviewParagraph {
  key: string;
  speaker: string;
  text: string;
}

/** How much of a version the preview shows: enough to recognise it, little enough to render at once. */
export const PREVIEW_PARAGRAPHS = 6;

/**
 * The first paragraphs of a version as a reader sees them: struck-out words left out, and
 * paragraphs left with no words skipped.
 */
export function previewParagraphs(snippets: readonly Snippet[], count = PREVIEW_PARAGRAPHS): PreviewParagraph[] {
  const out: PreviewParagraph[] = [];
  for (const s of snippets) {
    if (out.length >= count) break;
    const text = s.words
      .filter((w) => !w.is_removed)
      .map((w) => w.text)
      .join(' ');
    if (text) out.push({ key: s.id, speaker: s.speaker, text });
  }
  return out;
}

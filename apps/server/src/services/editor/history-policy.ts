import { VERSION_HISTORY, type TranscriptSaveKind } from '@scriptloom/contracts';
import type { HistoryEntry } from '@scriptloom/db';

/**
 * Saves a person makes in bursts: the editor autosaves every few seconds while they type, and a
 * review adds comment after comment. Each burst is one version, or the history would be nothing
 * but the last few minutes. A replace, a speaker change or a restore is a step worth its own line.
 */
const COALESCING: ReadonlySet<TranscriptSaveKind> = new Set(['edit', 'comments']);

/** How a save of `kind` is kept in the version history (docs/product.md#version-history). */
export function historyEntry(kind: TranscriptSaveKind): HistoryEntry {
  return {
    kind,
    keep: VERSION_HISTORY.keep,
    coalesceWithinMs: COALESCING.has(kind) ? VERSION_HISTORY.coalesceMinutes * 60_000 : null,
  };
}

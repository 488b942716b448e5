import type { PipelineStage } from '@scriptloom/contracts';

/**
 * Decimal megabytes, as the plan limits are stated (250000000 bytes is "250 MB"), with one decimal
 * so that progress visibly moves on a slow connection.
 */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / 1_000_000;
  return `${mb.toFixed(1)} MB`;
}

/** "12.3 MB of 48.0 MB": the multipart framing can push `loaded` past the file's size, so it is capped. */
export function formatUploadProgress(loaded: number, fileSize: number): string {
  return `${formatMegabytes(Math.min(loaded, fileSize))} of ${formatMegabytes(fileSize)}`;
}

/** docs/product.md#time-formats: times are shown as h:mm:ss (the snippets' start_timestamp uses the same form). */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '0:00:00';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const STAGE_LABELS: Record<PipelineStage, string> = {
  queued: 'Waiting to start',
  normalise: 'Preparing audio',
  speech_to_text: 'Transcribing',
  diarization: 'Finding speakers',
  paragraphs: 'Building paragraphs',
  processed: 'Transcribed',
  failed: 'Failed',
};

/** What a person reads for a pipeline stage; an unknown stage (a newer server) still shows something sensible. */
export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage as PipelineStage] ?? 'Processing';
}

/** The upload dialog's default title: the file's name without its extension ("ep 12.final.mp3" -> "ep 12.final"). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.trim();
}

/** The list's date, in the reader's own locale; text the browser cannot read as a date is shown as sent. */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The file name of a download from its Content-Disposition header: RFC 5987 `filename*` (UTF-8,
 * percent-encoded) wins over plain `filename`; path parts are dropped so a name cannot point elsewhere.
 */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '')).trim();
  }
  const safe = name?.split(/[/\\]/).pop()?.trim();
  return safe ? safe : fallback;
}

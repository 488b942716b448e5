import { VIDEO_EXTENSIONS, type ProfanityFilter } from '@scriptloom/contracts';
import type { ApiErrorInfo } from '../../api/api-error';

/**
 * From this size on, a personal upload goes through the signed-URL flow (`upload_url`, a PUT of the
 * bytes, then the transcribe call) instead of the one multipart `POST /v1/up/save`
 * (docs/product.md#uploads). Why the split:
 *
 * - The signed flow separates the long transfer from the step that creates the file and charges
 *   its minutes. A PUT that fails, even one whose answer was lost after every byte arrived, is
 *   simply sent again to the same key (Retry): it overwrites the same waiting upload, and the
 *   transcribe call takes a key once, so no retry can make a second file or charge twice. A
 *   multipart form that fails after it was sent leaves the browser unable to tell whether the file
 *   was made.
 * - With a storage bucket the PUT goes straight to the bucket, not through the API server.
 * - A small file gains nothing from two extra requests (and a link reserved on the server):
 *   sent again whole it costs seconds.
 *
 * 5 MB (decimal, as the dialog shows sizes) is about five minutes of a podcast MP3 at 128 kbit/s,
 * some 8 s on a 5 Mbit/s uplink: below it a failed upload costs little to redo; an episode (30 to
 * 100 MB) is well above it.
 */
export const SIGNED_UPLOAD_FROM_BYTES = 5_000_000;

/**
 * A link this close to its `expires_at` is not used for a PUT: storage checks the signature when
 * the request arrives, and the browser's clock may run behind the server's.
 */
export const LINK_MARGIN_MS = 60_000;

/** Which pair of signed-URL routes an upload uses: `/video_transcription/*` or `/s2t/*`. */
export type SignedUploadKind = 'audio' | 'video';

/** The steps of a signed upload, for what a failure says and whether Retry can help. */
export type SignedUploadStep = 'link' | 'put' | 'transcribe';

/**
 * Video by the type the browser reports, else by the name. Only the route's name depends on it: the
 * server reads the file itself either way (an audio-only .mp4 is transcribed like any audio).
 */
export function signedUploadKind(file: { name: string; type: string }): SignedUploadKind {
  if (/^video\//i.test(file.type)) return 'video';
  if (/^audio\//i.test(file.type)) return 'audio';
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 && (VIDEO_EXTENSIONS as readonly string[]).includes(file.name.slice(dot).toLowerCase())
    ? 'video'
    : 'audio';
}

/**
 * Whether an upload to `path` goes through the signed-URL flow: personal uploads from
 * SIGNED_UPLOAD_FROM_BYTES on. A workflow upload always posts its form, since the signed-URL
 * transcribe calls make personal files only.
 */
export function usesSignedUpload(file: { size: number }, path: string, personalPath: string): boolean {
  return path === personalPath && file.size >= SIGNED_UPLOAD_FROM_BYTES;
}

/** Whether a PUT may still be started with a link that expires at `expiresAt` (ISO). */
export function linkUsable(expiresAt: string, now: number): boolean {
  const expires = Date.parse(expiresAt);
  return Number.isFinite(expires) && expires - LINK_MARGIN_MS > now;
}

/**
 * Whether sending the same step again can help. A lost connection always may. A 5xx may for the link
 * and the PUT (nothing was made; a PUT to the same key overwrites), and a 403 on the PUT is an
 * expired or refused link, which Retry replaces. Any answer from the transcribe call means the
 * server took the upload (and removed it if it refused it), so only a lost connection is retried
 * there; other refusals (a file too large, too long, not a recording, no minutes left) stay as they
 * are whatever is sent again.
 */
export function canRetry(step: SignedUploadStep, error: ApiErrorInfo): boolean {
  if (error.status === null) return true;
  if (step === 'transcribe') return false;
  return error.status >= 500 || (step === 'put' && error.status === 403);
}

/** What the dialog says about a failed step: the server's own words unless Retry can help. */
export function failureMessage(step: SignedUploadStep, error: ApiErrorInfo): string {
  if (!canRetry(step, error)) return error.message;
  const reason =
    error.status === null
      ? 'the connection was lost'
      : error.status === 403
        ? 'its upload link has expired'
        : `the server could not take it (status ${error.status})`;
  switch (step) {
    case 'link':
      return `The upload could not begin: ${reason}. Retry to try again.`;
    case 'put':
      return `The file was not sent completely: ${reason}. Retry to send it again.`;
    case 'transcribe':
      return `The file was sent, but its transcription could not be started: ${reason}. Retry to try again.`;
  }
}

/**
 * The transcribe call's body: the upload's key and the dialog's fields, left out when blank
 * exactly as the multipart form leaves them out (`uploadForm`).
 */
export function transcribeBody(
  key: string,
  fields: {
    title: string;
    speakers: number | null;
    vocabulary?: string;
    language?: string | null;
    profanityFilter?: ProfanityFilter | null;
  },
): {
  key: string;
  title?: string;
  speakers?: number;
  vocabulary?: string;
  language?: string;
  profanity_filter?: ProfanityFilter;
} {
  const title = fields.title.trim();
  const vocabulary = fields.vocabulary?.trim() ?? '';
  return {
    key,
    ...(title ? { title } : {}),
    ...(fields.speakers !== null ? { speakers: fields.speakers } : {}),
    ...(vocabulary ? { vocabulary } : {}),
    ...(fields.language ? { language: fields.language } : {}),
    ...(fields.profanityFilter ? { profanity_filter: fields.profanityFilter } : {}),
  };
}

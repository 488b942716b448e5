import type { ProfanityFilter, UploadResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError, type ApiErrorInfo } from '../../api/api-error';
import { postMultipart, putToSignedUrl, type UploadOutcome } from '../../api/xhr-upload';
import { useAppDispatch } from '../store/hooks';
import {
  canRetry,
  failureMessage,
  linkUsable,
  signedUploadKind,
  transcribeBody,
  usesSignedUpload,
  type SignedUploadKind,
  type SignedUploadStep,
} from './signed-upload';
import { uploadApi, type UploadTicket } from './upload-api';

export interface UploadFieldsInput {
  file: File;
  title: string;
  /** Blank: the server detects the number of speakers. */
  speakers: number | null;
  /** Names and terms as typed (one per line or comma-separated); blank sends nothing. */
  vocabulary?: string;
  /** A language code; none: the engine tells (automatic). */
  language?: string | null;
  /** What to do with profanity in this upload; none: the account's setting. */
  profanityFilter?: ProfanityFilter | null;
}

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'sending'; loaded: number }
  /** Every byte is sent; the server is checking the file before it answers. */
  | { kind: 'checking' }
  /** `retryable`: sending the same file again carries on from the step that failed. */
  | { kind: 'failed'; error: ApiErrorInfo; message: string; retryable: boolean };

/** Builds the multipart body of `POST /v1/up/save`; optional fields are left out rather than sent empty. */
export function uploadForm({
  file,
  title,
  speakers,
  vocabulary = '',
  language = null,
  profanityFilter = null,
}: UploadFieldsInput): FormData {
  const form = new FormData();
  if (title.trim()) form.append('title', title.trim());
  if (speakers !== null) form.append('speakers', String(speakers));
  if (vocabulary.trim()) form.append('vocabulary', vocabulary.trim());
  if (language) form.append('language', language);
  if (profanityFilter) form.append('profanity_filter', profanityFilter);
  // The file goes last so the server has the small fields before it starts streaming the media.
  form.append('file', file, file.name);
  return form;
}

/** Where personal uploads go; a workflow upload posts the same fields to `enterprise/workflow`. */
export const PERSONAL_UPLOAD_PATH = 'v1/up/save';

/**
 * A signed upload under way or stopped by a failure: sending the same file again reuses its link
 * (while valid) and, once the PUT succeeded, only repeats the transcribe call, so a retry never
 * reserves a second upload nor makes a second file.
 */
interface SignedAttempt {
  file: File;
  kind: SignedUploadKind;
  ticket: UploadTicket | null;
  sent: boolean;
}

/** An RTK Query request as `endpoint.initiate(...)` dispatches it: abortable, answering data or an error. */
interface ApiRequest<T> extends PromiseLike<{ data: T } | { error: unknown }> {
  abort(): void;
}

/** Waits for an API request, aborting it with `signal`, as an upload outcome. */
async function settle<T>(request: ApiRequest<T>, signal: AbortSignal): Promise<UploadOutcome<T>> {
  const onAbort = () => request.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await request;
    if (signal.aborted) return { ok: false, aborted: true };
    return 'error' in result
      ? { ok: false, aborted: false, error: describeApiError(result.error) }
      : { ok: true, data: result.data };
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * One upload at a time with its progress, cancellation and outcome: a personal file from
 * SIGNED_UPLOAD_FROM_BYTES on through the signed-URL flow, anything else as one multipart POST to
 * `path`. Leaving the page cancels a running upload: nobody would see how it ended.
 */
export function useUpload(path: string = PERSONAL_UPLOAD_PATH) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const attempt = useRef<SignedAttempt | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const sendMultipart = useCallback(
    async (input: UploadFieldsInput, signal: AbortSignal): Promise<UploadOutcome<UploadResponse>> => {
      const outcome = await dispatch(
        postMultipart<UploadResponse>(path, uploadForm(input), {
          signal,
          onProgress: ({ loaded }) => setPhase({ kind: 'sending', loaded }),
          onSent: () => setPhase({ kind: 'checking' }),
        }),
      );
      if (!outcome.ok && !outcome.aborted) {
        setPhase({ kind: 'failed', error: outcome.error, message: outcome.error.message, retryable: false });
      }
      return outcome;
    },
    [dispatch, path],
  );

  const sendSigned = useCallback(
    async (input: UploadFieldsInput, signal: AbortSignal): Promise<UploadOutcome<UploadResponse>> => {
      const { file } = input;
      let current = attempt.current;
      if (current?.file !== file) {
        current = { file, kind: signedUploadKind(file), ticket: null, sent: false };
        attempt.current = current;
      }
      const stop = (step: SignedUploadStep, outcome: UploadOutcome<unknown>): UploadOutcome<UploadResponse> => {
        if (outcome.ok) throw new Error('stop() is for failures');
        if (outcome.aborted) return outcome;
        const retryable = canRetry(step, outcome.error);
        // A refusal that sending again cannot change starts the next try from the beginning.
        if (!retryable) attempt.current = null;
        setPhase({ kind: 'failed', error: outcome.error, message: failureMessage(step, outcome.error), retryable });
        return outcome;
      };

      let ticket = current.ticket;
      if (!current.sent || !ticket) {
        setPhase({ kind: 'sending', loaded: 0 });
        if (!ticket || !linkUsable(ticket.expires_at, Date.now())) {
          const link = await settle<UploadTicket>(
            dispatch(uploadApi.endpoints.uploadUrl.initiate({ kind: current.kind, fileName: file.name })),
            signal,
          );
          if (!link.ok) return stop('link', link);
          ticket = current.ticket = link.data;
        }
        const put = await putToSignedUrl(ticket.url, file, {
          signal,
          onProgress: ({ loaded }) => setPhase({ kind: 'sending', loaded }),
          onSent: () => setPhase({ kind: 'checking' }),
        });
        if (!put.ok) {
          // An expired or refused link is replaced on the next try; the old one's upload is swept.
          if (!put.aborted && put.error.status === 403) current.ticket = null;
          return stop('put', put);
        }
        current.sent = true;
      }

      setPhase({ kind: 'checking' });
      const body = transcribeBody(ticket.key, input);
      const done = await settle<UploadResponse>(
        dispatch(uploadApi.endpoints.transcribeUpload.initiate({ kind: current.kind, body })),
        signal,
      );
      if (!done.ok) return stop('transcribe', done);
      attempt.current = null;
      return done;
    },
    [dispatch],
  );

  /** Sends a file; the same file again after a failure (Retry) carries on from where it stopped. */
  const start = useCallback(
    async (input: UploadFieldsInput): Promise<UploadOutcome<UploadResponse>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPhase({ kind: 'sending', loaded: 0 });
      const outcome = usesSignedUpload(input.file, path, PERSONAL_UPLOAD_PATH)
        ? await sendSigned(input, current.signal)
        : await sendMultipart(input, current.signal);
      if (controller.current === current) controller.current = null;
      if (outcome.ok || outcome.aborted) setPhase({ kind: 'idle' });
      return outcome;
    },
    [path, sendMultipart, sendSigned],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setPhase((p) => (p.kind === 'failed' ? { kind: 'idle' } : p)), []);

  return { phase, start, cancel, clearError };
}

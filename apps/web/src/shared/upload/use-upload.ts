import type { UploadResponse } from '@scriptloom/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorInfo } from '../../api/api-error';
import { postMultipart, type UploadOutcome } from '../../api/xhr-upload';
import { useAppDispatch } from '../store/hooks';

export interface UploadFieldsInput {
  file: File;
  title: string;
  /** Blank: the server detects the number of speakers. */
  speakers: number | null;
  /** Names and terms as typed (one per line or comma-separated); blank sends nothing. */
  vocabulary?: string;
}

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'sending'; loaded: number }
  /** Every byte is sent; the server is checking the file before it answers. */
  | { kind: 'checking' }
  | { kind: 'failed'; error: ApiErrorInfo };

/** Builds the multipart body of `POST /v1/up/save`; optional fields are left out rather than sent empty. */
export function uploadForm({ file, title, speakers, vocabulary = '' }: UploadFieldsInput): FormData {
  const form = new FormData();
  if (title.trim()) form.append('title', title.trim());
  if (speakers !== null) form.append('speakers', String(speakers));
  if (vocabulary.trim()) form.append('vocabulary', vocabulary.trim());
  // The file goes last so the server has the small fields before it starts streaming the media.
  form.append('file', file, file.name);
  return form;
}

/** Where personal uploads go; a workflow upload posts the same fields to `enterprise/workflow`. */
export const PERSONAL_UPLOAD_PATH = 'v1/up/save';

/**
 * One upload at a time with its progress, cancellation and outcome. Leaving the page cancels a
 * running upload: nobody would see how it ended.
 */
export function useUpload(path: string = PERSONAL_UPLOAD_PATH) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (input: UploadFieldsInput): Promise<UploadOutcome<UploadResponse>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPhase({ kind: 'sending', loaded: 0 });
      const outcome = await dispatch(
        postMultipart<UploadResponse>(path, uploadForm(input), {
          signal: current.signal,
          onProgress: ({ loaded }) => setPhase({ kind: 'sending', loaded }),
          onSent: () => setPhase({ kind: 'checking' }),
        }),
      );
      if (controller.current === current) controller.current = null;
      if (outcome.ok || outcome.aborted) setPhase({ kind: 'idle' });
      else setPhase({ kind: 'failed', error: outcome.error });
      return outcome;
    },
    [dispatch, path],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clearError = useCallback(() => setPhase((p) => (p.kind === 'failed' ? { kind: 'idle' } : p)), []);

  return { phase, start, cancel, clearError };
}

import { ErrorCode } from '@scriptloom/contracts';
import { AppError, conflict, notFound } from '../../lib/app-error.js';

export const fileNotFound = () => notFound('File not found.');

export const noTranscript = () =>
  conflict('This file has no transcript yet. Export it once processing has finished.', ErrorCode.noTranscript);

export const noChapters = () => conflict('This file has no chapters yet.', ErrorCode.noChapters);

/** 403 for a bulk download link: the message says whether it was changed or is too old. */
export const badDownloadLink = (reason: 'tampered' | 'expired') =>
  new AppError(
    403,
    ErrorCode.badSignature,
    reason === 'expired'
      ? 'This download link has expired. Start the download again to get a new one.'
      : 'This download link is not valid: it was changed after it was issued. Start the download again to get a new one.',
  );

import { describe, expect, it } from 'vitest';
import { Messages } from '@scriptloom/contracts';
import type { ApiErrorInfo } from '../../src/api/api-error';
import {
  canRetry,
  failureMessage,
  LINK_MARGIN_MS,
  linkUsable,
  SIGNED_UPLOAD_FROM_BYTES,
  signedUploadKind,
  transcribeBody,
  usesSignedUpload,
} from '../../src/shared/upload/signed-upload';

const PERSONAL = 'v1/up/save';
const error = (status: number | null, message = 'The server said no.'): ApiErrorInfo => ({
  status,
  code: null,
  message,
  fields: {},
});

describe('which uploads go through the signed-URL flow', () => {
  it('takes personal files from 5 MB on, and posts smaller ones as a form', () => {
    expect(SIGNED_UPLOAD_FROM_BYTES).toBe(5_000_000);
    expect(usesSignedUpload({ size: 4_999_999 }, PERSONAL, PERSONAL)).toBe(false);
    expect(usesSignedUpload({ size: 5_000_000 }, PERSONAL, PERSONAL)).toBe(true);
    expect(usesSignedUpload({ size: 800_000_000 }, PERSONAL, PERSONAL)).toBe(true);
  });

  it('never takes a workflow upload, whose route makes an organisation’s file', () => {
    expect(usesSignedUpload({ size: 800_000_000 }, 'enterprise/workflow', PERSONAL)).toBe(false);
  });

  it('names video by its reported type, else by its name; anything else uses the audio routes', () => {
    expect(signedUploadKind({ name: 'talk.bin', type: 'video/mp4' })).toBe('video');
    expect(signedUploadKind({ name: 'talk.mp4', type: 'audio/mp4' })).toBe('audio');
    expect(signedUploadKind({ name: 'Interview.MOV', type: '' })).toBe('video');
    expect(signedUploadKind({ name: 'episode.mp3', type: '' })).toBe('audio');
    expect(signedUploadKind({ name: 'noextension', type: '' })).toBe('audio');
  });
});

describe('linkUsable', () => {
  const now = Date.parse('2030-03-05T12:00:00Z');
  it('refuses a link within a minute of its expiry, or past it, or unreadable', () => {
    expect(linkUsable('2030-03-05T13:00:00Z', now)).toBe(true);
    expect(linkUsable(new Date(now + LINK_MARGIN_MS + 1000).toISOString(), now)).toBe(true);
    expect(linkUsable(new Date(now + LINK_MARGIN_MS - 1000).toISOString(), now)).toBe(false);
    expect(linkUsable('2030-03-05T11:00:00Z', now)).toBe(false);
    expect(linkUsable('soon', now)).toBe(false);
  });
});

describe('failures of a signed upload', () => {
  it('retries a lost connection at every step', () => {
    for (const step of ['link', 'put', 'transcribe'] as const) {
      expect(canRetry(step, error(null, Messages.network))).toBe(true);
    }
  });

  it('retries a server error for the link and the PUT, but not once the transcribe call was answered', () => {
    expect(canRetry('link', error(503))).toBe(true);
    expect(canRetry('put', error(500))).toBe(true);
    expect(canRetry('transcribe', error(503))).toBe(false);
  });

  it('retries an expired link with a new one, and leaves refusals of the file as they are', () => {
    expect(canRetry('put', error(403))).toBe(true);
    expect(canRetry('put', error(413))).toBe(false);
    expect(canRetry('link', error(429))).toBe(false);
    expect(canRetry('transcribe', error(402))).toBe(false);
    expect(canRetry('transcribe', error(400))).toBe(false);
  });

  it('says what failed and that Retry helps; otherwise gives the server’s own words', () => {
    expect(failureMessage('put', error(null, Messages.network))).toBe(
      'The file was not sent completely: the connection was lost. Retry to send it again.',
    );
    expect(failureMessage('put', error(502))).toBe(
      'The file was not sent completely: the server could not take it (status 502). Retry to send it again.',
    );
    expect(failureMessage('put', error(403))).toBe(
      'The file was not sent completely: its upload link has expired. Retry to send it again.',
    );
    expect(failureMessage('link', error(null))).toBe(
      'The upload could not begin: the connection was lost. Retry to try again.',
    );
    expect(failureMessage('transcribe', error(null))).toBe(
      'The file was sent, but its transcription could not be started: the connection was lost. Retry to try again.',
    );
    const tooLong = 'This file is 95 minutes long; your Hobbyist plan takes files of up to 90 minutes.';
    expect(failureMessage('transcribe', error(413, tooLong))).toBe(tooLong);
  });
});

describe('transcribeBody', () => {
  it('carries the dialog’s fields, trimmed, and leaves blank ones out as the form does', () => {
    expect(
      transcribeBody('uploads/u/1/a.mp3', { title: ' Episode 4 ', speakers: 3, vocabulary: ' Ada\nBabbage ' }),
    ).toEqual({
      key: 'uploads/u/1/a.mp3',
      title: 'Episode 4',
      speakers: 3,
      vocabulary: 'Ada\nBabbage',
    });
    expect(transcribeBody('k', { title: '  ', speakers: null, vocabulary: ' ' })).toEqual({ key: 'k' });
    expect(transcribeBody('k', { title: 'T', speakers: null })).toEqual({ key: 'k', title: 'T' });
  });
});

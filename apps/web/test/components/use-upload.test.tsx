import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@scriptloom/contracts';
import { useUpload, type UploadFieldsInput } from '../../src/shared/upload/use-upload';
import { fakeServer, makeStore, renderPageHook, type SeenRequest } from './support/render';

/** The PUTs and multipart POSTs (XMLHttpRequest), each answered as the test scripts. */
class FakeXhr {
  static sent: { method: string; url: string; body: unknown }[] = [];
  static answers: ((xhr: FakeXhr) => void)[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    const answer = FakeXhr.answers.shift() ?? ((xhr: FakeXhr) => xhr.answer(200, { success: 'Uploaded.' }));
    answer(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.upload.onprogress?.({ loaded: 5_000_000, total: 5_000_000, lengthComputable: true });
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
const lostConnection = (xhr: FakeXhr) => xhr.onerror?.();

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
let links = 0;
/** `upload_url` answers a new link each time, expiring when the test says. */
const linkAnswer = (expiresAt: () => string) => () => {
  links++;
  return {
    body: { url: `/api/storage/upload?key=k${links}&sig=s`, key: `uploads/u/${links}/ep.mp3`, expires_at: expiresAt() },
  };
};

const bigFile = new File([new Uint8Array(5_000_000)], 'ep.mp3', { type: 'audio/mpeg' });
const input = (file = bigFile): UploadFieldsInput => ({ file, title: 'Episode 9', speakers: 2, vocabulary: 'Ada' });
const calls = (seen: SeenRequest[], route: string) =>
  seen.filter((r) => `${r.method} ${r.path.split('?')[0]}` === route);

function renderUpload(path?: string) {
  return renderPageHook(() => useUpload(path), { store: makeStore() });
}

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  links = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('useUpload, signed-URL flow', () => {
  it('retries a PUT answered 503 to the same link, then transcribes once with the dialog’s fields', async () => {
    const { seen } = fakeServer({
      'GET s2t/upload_url': linkAnswer(inAnHour),
      'POST v1/s2t/transcribe-user-audio': { status: 201, body: { id: 'f1', success: 'File uploaded.' } },
    });
    FakeXhr.answers = [(xhr) => xhr.answer(503, { error: 'Storage is busy.' })];
    const { result } = renderUpload();

    await act(() => result.current.start(input()));
    expect(result.current.phase).toMatchObject({
      kind: 'failed',
      retryable: true,
      message: 'The file was not sent completely: the server could not take it (status 503). Retry to send it again.',
    });
    expect(calls(seen, 'POST v1/s2t/transcribe-user-audio')).toHaveLength(0);

    const outcome = await act(() => result.current.start(input()));
    expect(outcome).toEqual({ ok: true, data: { id: 'f1', success: 'File uploaded.' } });
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(calls(seen, 'GET s2t/upload_url')).toHaveLength(1);
    expect(FakeXhr.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/storage/upload?key=k1&sig=s',
      'PUT /api/storage/upload?key=k1&sig=s',
    ]);
    expect(FakeXhr.sent[1]!.body).toBe(bigFile);
    expect(calls(seen, 'POST v1/s2t/transcribe-user-audio').map((r) => r.body)).toEqual([
      { key: 'uploads/u/1/ep.mp3', title: 'Episode 9', speakers: 2, vocabulary: 'Ada' },
    ]);
  });

  it('asks for a new link when the old one has expired, or the PUT was refused as expired', async () => {
    const { seen } = fakeServer({
      // Valid for 30 s: inside the minute kept in hand, so it is never used for a retry.
      'GET s2t/upload_url': linkAnswer(() => new Date(Date.now() + 30_000).toISOString()),
      'POST v1/s2t/transcribe-user-audio': { status: 201, body: { id: 'f2', success: 'ok' } },
    });
    FakeXhr.answers = [lostConnection, (xhr) => xhr.answer(403, { error: 'This link is not valid or has expired.' })];
    const { result } = renderUpload();
    await act(() => result.current.start(input()));
    expect(result.current.phase).toMatchObject({ kind: 'failed', retryable: true });
    await act(() => result.current.start(input()));
    expect(result.current.phase).toMatchObject({
      kind: 'failed',
      retryable: true,
      message: 'The file was not sent completely: its upload link has expired. Retry to send it again.',
    });
    await act(() => result.current.start(input()));
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(calls(seen, 'GET s2t/upload_url')).toHaveLength(3);
    expect(FakeXhr.sent.map((r) => r.url)).toEqual([
      '/api/storage/upload?key=k1&sig=s',
      '/api/storage/upload?key=k2&sig=s',
      '/api/storage/upload?key=k3&sig=s',
    ]);
    expect(calls(seen, 'POST v1/s2t/transcribe-user-audio').map((r) => (r.body as { key: string }).key)).toEqual([
      'uploads/u/3/ep.mp3',
    ]);
  });

  it('after a lost answer from the transcribe call, Retry repeats that call alone', async () => {
    let transcribeCalls = 0;
    const { seen } = fakeServer({
      'GET video_transcription/upload_url': linkAnswer(inAnHour),
      'POST video_transcription/transcribe-user-video': () => {
        if (++transcribeCalls === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 'f3', success: 'ok' } };
      },
    });
    const video = new File([new Uint8Array(5_000_000)], 'talk.mov', { type: '' });
    const { result } = renderUpload();
    await act(() => result.current.start(input(video)));
    expect(result.current.phase).toMatchObject({
      kind: 'failed',
      retryable: true,
      message:
        'The file was sent, but its transcription could not be started: the connection was lost. Retry to try again.',
    });
    const outcome = await act(() => result.current.start(input(video)));
    expect(outcome.ok).toBe(true);
    expect(calls(seen, 'GET video_transcription/upload_url')).toHaveLength(1);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(transcribeCalls).toBe(2);
  });

  it('shows a refusal of the file in the server’s words without Retry, and starts over next time', async () => {
    const tooLong = 'This file is 95 minutes long; your Hobbyist plan takes files of up to 90 minutes.';
    const { seen } = fakeServer({
      'GET s2t/upload_url': linkAnswer(inAnHour),
      'POST v1/s2t/transcribe-user-audio': { status: 413, body: { error: tooLong, code: 'TOO_LONG' } },
    });
    const { result } = renderUpload();
    await act(() => result.current.start(input()));
    expect(result.current.phase).toMatchObject({ kind: 'failed', retryable: false, message: tooLong });
    await act(() => result.current.start(input()));
    expect(calls(seen, 'GET s2t/upload_url')).toHaveLength(2);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('a lost connection before any link says the upload could not begin', async () => {
    fakeServer({
      'GET s2t/upload_url': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { result } = renderUpload();
    await act(() => result.current.start(input()));
    expect(result.current.phase).toMatchObject({
      kind: 'failed',
      retryable: true,
      error: { message: Messages.network },
      message: 'The upload could not begin: the connection was lost. Retry to try again.',
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('useUpload, multipart form', () => {
  it('posts a file under 5 MB, and a workflow upload of any size, as a form', async () => {
    const { seen } = fakeServer({});
    FakeXhr.answers = [
      (xhr) => xhr.answer(201, { id: 'a', success: 'ok' }),
      (xhr) => xhr.answer(201, { id: 'b', success: 'ok' }),
    ];
    const small = renderUpload();
    const smallFile = new File([new Uint8Array(4_999_999)], 'short.mp3', { type: 'audio/mpeg' });
    await act(() => small.result.current.start(input(smallFile)));
    const workflow = renderUpload('enterprise/workflow');
    await act(() => workflow.result.current.start(input()));
    expect(FakeXhr.sent.map((r) => `${r.method} ${new URL(r.url, 'http://localhost').pathname}`)).toEqual([
      'POST /api/v1/up/save',
      'POST /api/enterprise/workflow',
    ]);
    expect(FakeXhr.sent.every((r) => r.body instanceof FormData)).toBe(true);
    expect(seen).toHaveLength(0);
  });
});

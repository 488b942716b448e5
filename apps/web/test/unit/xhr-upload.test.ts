import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages, type UserInfo } from '@scriptloom/contracts';
import { postMultipart, putToSignedUrl } from '../../src/api/xhr-upload';
import { store } from '../../src/shared/store/store';
import { sessionStarted } from '../../src/shared/session/user-slice';

/** A stand-in XMLHttpRequest whose outcome each test scripts. */
class FakeXhr {
  static last: FakeXhr;
  static outcome: (xhr: FakeXhr) => void = () => undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress?: (e: unknown) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.outcome(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const user: UserInfo = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'L',
  org_role: null,
  email_verified: true,
};
const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('window', { location: { pathname: '/dashboard', search: '', assign } });
  store.dispatch(sessionStarted({ token: 'token-1', user }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

const send = (options = {}) => store.dispatch(postMultipart<{ id: string }>('v1/up/save', new FormData(), options));

describe('multipart upload over XMLHttpRequest', () => {
  it('sends the bearer token, reports progress and returns the answer', async () => {
    const progress = vi.fn();
    FakeXhr.outcome = (xhr) => {
      xhr.upload.onprogress?.({ loaded: 10, total: 100, lengthComputable: true });
      xhr.answer(201, { id: 'f1', success: 'ok' });
    };
    const outcome = await send({ onProgress: progress });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/v1/up/save');
    expect(FakeXhr.last.headers.Authorization).toBe('Bearer token-1');
    expect(progress).toHaveBeenCalledWith({ loaded: 10, total: 100 });
    expect(outcome).toEqual({ ok: true, data: { id: 'f1', success: 'ok' } });
  });

  it("returns the server's error text and code", async () => {
    FakeXhr.outcome = (xhr) => xhr.answer(400, { error: 'This file is not audio or video.', code: 'NOT_MEDIA' });
    const outcome = await send();
    expect(outcome).toMatchObject({ ok: false, aborted: false, error: { status: 400, code: 'NOT_MEDIA' } });
    expect(outcome.ok === false && !outcome.aborted && outcome.error.message).toBe('This file is not audio or video.');
    expect(store.getState().user.token).toBe('token-1');
  });

  it('ends the session on a 401 exactly like the base query', async () => {
    FakeXhr.outcome = (xhr) => xhr.answer(401, { error: 'Sign in again.', code: 'UNAUTHENTICATED' });
    await send();
    expect(store.getState().user).toMatchObject({ token: null, userInfo: null, endReason: 'expired' });
    expect(assign).toHaveBeenCalledWith('/auth/login?redirect=/dashboard');
  });

  it('uses the network message when no answer arrives, and reports a cancel as such', async () => {
    FakeXhr.outcome = (xhr) => xhr.onerror?.();
    const failed = await send();
    expect(failed.ok === false && !failed.aborted && failed.error.message).toBe(Messages.network);

    const controller = new AbortController();
    FakeXhr.outcome = () => controller.abort();
    expect(await send({ signal: controller.signal })).toEqual({ ok: false, aborted: true });
  });
});

describe('PUT to a signed upload link', () => {
  it('sends the file as octet-stream to the link as given, without the bearer token, with progress', async () => {
    const progress = vi.fn();
    const sent = vi.fn();
    FakeXhr.outcome = (xhr) => {
      xhr.upload.onprogress?.({ loaded: 4, total: 9, lengthComputable: true });
      xhr.upload.onload?.();
      xhr.answer(200, { success: 'Uploaded.', bytes: 9 });
    };
    const file = new Blob(['recording']);
    const url = '/api/storage/upload?key=uploads%2Fu1%2Fx%2Fa.mp3&exp=1&max=0&sig=s';
    const outcome = await putToSignedUrl(url, file, { onProgress: progress, onSent: sent });
    expect(FakeXhr.last.method).toBe('PUT');
    expect(FakeXhr.last.url).toBe(url);
    expect(FakeXhr.last.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    expect(FakeXhr.last.body).toBe(file);
    expect(progress).toHaveBeenCalledWith({ loaded: 4, total: 9 });
    expect(sent).toHaveBeenCalledOnce();
    expect(outcome).toEqual({ ok: true, data: { success: 'Uploaded.', bytes: 9 } });
  });

  it('reports a server error by its status, and a lost connection with the network message', async () => {
    FakeXhr.outcome = (xhr) => {
      xhr.status = 503;
      xhr.responseText = '<Error>SlowDown</Error>';
      xhr.onload?.();
    };
    const failed = await putToSignedUrl('https://bucket.example/k', new Blob(['x']));
    expect(failed).toMatchObject({ ok: false, aborted: false, error: { status: 503 } });
    FakeXhr.outcome = (xhr) => xhr.onerror?.();
    const lost = await putToSignedUrl('https://bucket.example/k', new Blob(['x']));
    expect(lost.ok === false && !lost.aborted && lost.error).toMatchObject({ status: null, message: Messages.network });
    // A storage link has no session: its 401 (were one sent) leaves the person signed in.
    FakeXhr.outcome = (xhr) => xhr.answer(401, { error: 'no' });
    await putToSignedUrl('https://bucket.example/k', new Blob(['x']));
    expect(store.getState().user.token).toBe('token-1');
  });
});

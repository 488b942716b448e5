import { configureStore } from '@reduxjs/toolkit';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { api } from '../../../src/api/api';
import { overlaySlice } from '../../../src/shared/notices/overlay-slice';
import { userSlice } from '../../../src/shared/session/user-slice';
import { toastSlice } from '../../../src/shared/notices/toast-slice';
import { ReadOnlyContext } from '../../../src/components/read-only';

/** A store like the app's (same reducers and API middleware), new for each test. */
export function makeStore() {
  return configureStore({
    reducer: {
      user: userSlice.reducer,
      toast: toastSlice.reducer,
      overlay: overlaySlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
export type TestStore = ReturnType<typeof makeStore>;

interface Wrap {
  store?: TestStore;
  /** Renders inside a read-only page, with this reason. */
  readOnly?: string;
}

function wrapper({ store, readOnly }: Wrap) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const page = <ReadOnlyContext.Provider value={readOnly ?? null}>{children}</ReadOnlyContext.Provider>;
    return store ? <Provider store={store}>{page}</Provider> : page;
  };
}

export function renderPage(ui: ReactElement, wrap: Wrap = {}, options: RenderOptions = {}) {
  return render(ui, { wrapper: wrapper(wrap), ...options });
}

export function renderPageHook<P, R>(hook: (props: P) => R, wrap: Wrap & { initialProps?: P } = {}) {
  return renderHook(hook, {
    wrapper: wrapper(wrap),
    ...(wrap.initialProps ? { initialProps: wrap.initialProps } : {}),
  });
}

export interface SeenRequest {
  method: string;
  /** The path under /api, with its query. */
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((request: SeenRequest) => { status?: number; body: unknown });

/**
 * Stands in for the API server: answers `METHOD path` (path under /api, query left out) from the
 * table, records every request, and answers 404 to anything else. Only the page's own requests
 * reach it; nothing leaves the process.
 */
export function fakeServer(routes: Record<string, Answer>) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const path = url.pathname.replace(/^\/api\//, '') + url.search;
    const entry: SeenRequest = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
    seen.push(entry);
    const route = routes[`${request.method} ${url.pathname.replace(/^\/api\//, '')}`];
    const answer =
      typeof route === 'function' ? route(entry) : (route ?? { status: 404, body: { error: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { seen };
}

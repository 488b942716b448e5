import { lazy, type ComponentType } from 'react';

/**
 * How long a lazily loaded area's code may take to arrive: the specification's 120 s for script
 * chunks (docs/product.md#routes-of-the-web-app). A browser gives a module fetch no limit of its
 * own short of the connection's, so a stalled request (a proxy that holds it, a connection that
 * went quiet) would leave the spinner up for good. Past this the area fails as a chunk that could
 * not be downloaded does: `Loading chunk failed`, with a reload.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that did not arrive in time. Its text reads as the browsers' "Loading chunk … failed". */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(chunk: string, timeoutMs: number) {
    super(`Loading chunk ${chunk} failed: no answer within ${timeoutMs / 1000} s.`);
  }
}

/**
 * `load` (a dynamic import), given up after `timeoutMs`. The import itself cannot be stopped; if it
 * arrives later it is ignored, and the reload the error offers fetches it again.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(chunk, timeoutMs)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** `React.lazy` with the chunk timeout: every on-demand part of the app is loaded through this. */
// React's own `lazy` takes any component type; so does this.
export function lazyChunk<T extends ComponentType<any>>(chunk: string, load: () => Promise<{ default: T }>) {
  return lazy(() => loadChunk(chunk, load));
}

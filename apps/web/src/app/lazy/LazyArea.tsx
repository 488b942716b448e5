import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { LoadingFallback } from './LoadingFallback';

/**
 * Spinner while the area's code loads; 'Loading chunk failed' with a reload button if it cannot, or
 * has not arrived within CHUNK_LOAD_TIMEOUT_MS (areas are made with lazyChunk, lazy-chunk.ts).
 */
export function LazyArea({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

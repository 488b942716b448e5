import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { LoadingFallback } from './LoadingFallback';

/** Spinner while the area's code loads; 'Loading chunk failed' with a reload button if it cannot. */
export function LazyArea({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

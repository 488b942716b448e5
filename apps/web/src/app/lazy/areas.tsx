import { lazy, Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { LoadingFallback } from './LoadingFallback';

/**
 * The two on-demand screen areas (docs/product.md#routes-of-the-web-app).
 * - MainArea: the signed-in application (dashboard, account settings).
 * - PersonalArea: the personal user's workspace ("Your files" on the dashboard). It takes `isEnabled`,
 *   true when the stored userInfo exists and its org_role is null; organisation members get their
 *   files from the enterprise side instead, so for them the area renders nothing. The auth pages stay in the entry bundle: they are the first screen of every signed-out
 *   visit, so loading them on demand would only add a round trip.
 */
export const MainArea = lazy(() => import('../areas/MainArea'));
export const PersonalArea = lazy(() => import('../areas/PersonalArea'));

/** Spinner while the area's code loads; 'Loading chunk failed' with a reload button if it cannot. */
export function LazyArea({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

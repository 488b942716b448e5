import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkErrorBoundary } from './lazy/ChunkErrorBoundary';

/** Errors thrown while rendering a route land here; rethrowing lets the boundary pick the message. */
function Rethrow(): never {
  throw useRouteError();
}

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) console.error('Route error', error.status, error.statusText);
  return (
    <ChunkErrorBoundary>
      <Rethrow />
    </ChunkErrorBoundary>
  );
}

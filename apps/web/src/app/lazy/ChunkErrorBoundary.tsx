import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Messages } from '@scriptloom/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../shared/errors/error-reports';
import { CSS_CHUNK_FAILED_MESSAGE, CSS_CHUNK_LOAD_FAILED, classifyChunkError, type ChunkFailure } from './chunk-errors';

interface State {
  error: unknown;
  kind: ChunkFailure;
}

/**
 * Catches failures of lazily loaded areas. A chunk that failed to load will not load by retrying the
 * same import in this page, so the only useful offer is a reload, which also picks up a new deploy.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, kind: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, kind: classifyChunkError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The console keeps the stack for whoever debugs this; the error-reporting service, when the
    // server names one, gets the error (a chunk that failed to download is the network's, not ours).
    console.error('Screen area failed to render', error, info.componentStack);
    if (classifyChunkError(error) === null) reportError(error, 'render');
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { kind } = this.state;
    const title =
      kind === 'css' ? CSS_CHUNK_FAILED_MESSAGE : kind === 'script' ? Messages.chunkLoadFailed : 'Something went wrong';
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="error"
          data-code={kind === 'css' ? CSS_CHUNK_LOAD_FAILED : undefined}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
          sx={{ maxWidth: 560, width: '100%', alignItems: 'center' }}
        >
          <AlertTitle>{title}</AlertTitle>
          {kind
            ? 'Part of the app could not be downloaded. Reload the page to try again.'
            : 'This page could not be shown. Reload to try again.'}
        </Alert>
      </Box>
    );
  }
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditRenderMessages, type EditRender } from '@scriptloom/contracts';
import { describeApiError } from '../../../api/api-error';
import { DownloadIcon } from '../../../components/icons';
import { successToast } from '../../../shared/notices/toast-slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { progressPercent } from '../audiograms/audiogram-clips';
import { renderLine, renderStatusText } from './edit-renders';
import { useDeleteEditRenderMutation } from './edit-render-api';

interface RenderListProps {
  fileId: string;
  renders: readonly EditRender[];
  loading: boolean;
  error: unknown;
  currentVersion: number;
}

/** The file's edited renders, newest first: state and progress, download, delete. */
export function RenderList({ fileId, renders, loading, error, currentVersion }: RenderListProps) {
  if (loading)
    return (
      <Typography variant="body2" color="text.secondary">
        Loading renders…
      </Typography>
    );
  if (error) return <Alert severity="error">{describeApiError(error).message}</Alert>;
  if (renders.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="edit-renders-empty">
        No renders yet. Strike what should go, then render the edit here.
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} data-testid="edit-renders" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {renders.map((render) => (
        <RenderItem key={render.id} fileId={fileId} render={render} currentVersion={currentVersion} />
      ))}
    </Stack>
  );
}

function RenderItem({
  fileId,
  render,
  currentVersion,
}: {
  fileId: string;
  render: EditRender;
  currentVersion: number;
}) {
  const dispatch = useAppDispatch();
  const [remove, removing] = useDeleteEditRenderMutation();
  const textId = `edit-render-${render.id}-text`;
  const status = renderStatusText(render);
  const line = renderLine(render, currentVersion);

  const deleteRender = async () => {
    try {
      await remove({ fileId, renderId: render.id }).unwrap();
      dispatch(successToast(EditRenderMessages.deleted));
    } catch {
      // The base query has shown the server's sentence.
    }
  };

  return (
    <Box
      component="li"
      data-testid="edit-render"
      data-status={render.status}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={textId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {line}
      </Typography>
      {render.loudness !== null ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Loudness {render.loudness.toFixed(1)} LUFS
        </Typography>
      ) : null}
      <Box sx={{ mt: 1 }}>
        {render.status === 'rendering' || render.status === 'queued' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LinearProgress
              variant={render.status === 'rendering' ? 'determinate' : 'indeterminate'}
              value={progressPercent(render.progress)}
              aria-label={`${status}: ${line}`}
              sx={{ flex: 1, opacity: render.status === 'queued' ? 0.5 : 1 }}
            />
            <Typography variant="caption" data-testid="edit-render-status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {status}
            </Typography>
          </Stack>
        ) : render.status === 'failed' ? (
          <Alert severity="error" data-testid="edit-render-failure" sx={{ py: 0 }}>
            {render.error ?? 'This render failed.'}
          </Alert>
        ) : (
          <Chip size="small" color="success" variant="outlined" label={status} data-testid="edit-render-status" />
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
        {render.status === 'Processed' && render.url ? (
          <Button
            size="small"
            component="a"
            href={render.url}
            download={`Edited.${render.format}`}
            aria-describedby={textId}
            startIcon={<DownloadIcon />}
            data-testid="edit-render-download"
          >
            Download
          </Button>
        ) : null}
        <Button
          size="small"
          color="error"
          aria-describedby={textId}
          disabled={removing.isLoading}
          onClick={() => void deleteRender()}
        >
          Delete
        </Button>
      </Stack>
    </Box>
  );
}

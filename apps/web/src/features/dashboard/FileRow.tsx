import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DashboardItem, FileStatusResponse } from '@scriptloom/contracts';
import { memo } from 'react';
import { AccuracyBadge } from '../../components/AccuracyBadge';
import { RouterLink } from '../../components/RouterLink';
import { AudioIcon, DeleteIcon, DownloadIcon, ErrorIcon, VideoIcon } from '../../components/icons';
import { ExportButton } from '../../shared/exports/ExportButton';
import { fileState } from '../../shared/files/file-state';
import { RenameFileButton } from '../../shared/files/RenameFileButton';
import { useDownloadOriginalMutation } from '../../shared/files/files-api';
import { formatClock, formatDateTime } from '../../shared/files/format';
import { LiveProgress } from './LiveProgress';

interface FileRowProps {
  file: DashboardItem;
  onDelete: (file: DashboardItem) => void;
  onShowError: (file: DashboardItem) => void;
  onSettled: (id: string, status: FileStatusResponse) => void;
}

function TypeIcon({ type }: { type: DashboardItem['file_type'] }) {
  const Icon = type === 'video' ? VideoIcon : AudioIcon;
  const label = type === 'video' ? 'Video' : 'Audio';
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: type === 'video' ? 'secondary.main' : 'primary.main',
        backgroundColor: type === 'video' ? 'rgba(156, 39, 176, 0.08)' : 'rgba(6, 89, 249, 0.08)',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

/** One file of the dashboard: what it is, where it stands, and what can be done with it. */
export const FileRow = memo(function FileRow({ file, onDelete, onShowError, onSettled }: FileRowProps) {
  const [download, { isLoading: downloading }] = useDownloadOriginalMutation();
  const state = fileState(file);
  const meta = [formatDateTime(file.display_datetime), file.duration !== null ? formatClock(file.duration) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box
      component="li"
      aria-label={file.title}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <TypeIcon type={file.file_type} />
      {/* On phones: icon and text fill the first line, status and actions share the second. */}
      <Box sx={{ flex: { xs: '1 1 calc(100% - 56px)', sm: '1 1 200px' }, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {state === 'processed' ? (
            <RouterLink to={`/transcripts/${encodeURIComponent(file.id)}`} underline="hover">
              {file.title}
            </RouterLink>
          ) : (
            file.title
          )}
        </Typography>
        {file.headline ? (
          <Typography variant="body2" color="text.secondary" noWrap title={file.headline}>
            {file.headline}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p">
          {meta}
        </Typography>
      </Box>

      <Box sx={{ flex: { xs: '1 1 0', sm: '0 0 220px' }, order: { xs: 3, sm: 0 }, minWidth: 0, pl: { xs: 7, sm: 0 } }}>
        {state === 'in-progress' ? <LiveProgress file={file} onSettled={onSettled} /> : null}
        {state === 'processed' ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip label="Transcribed" color="success" size="small" variant="outlined" />
            {file.review_complete ? (
              // docs/product.md#marking-complete: the person said their review of this file is done.
              <Chip label="Complete" color="success" size="small" data-testid="complete-chip" />
            ) : null}
            {file.estimated_accuracy !== null ? (
              <AccuracyBadge accuracy={file.estimated_accuracy} name="Estimated accuracy" />
            ) : null}
          </Stack>
        ) : null}
        {state === 'failed' ? (
          <Button
            color="error"
            size="small"
            variant="outlined"
            startIcon={<ErrorIcon />}
            onClick={() => onShowError(file)}
            aria-label={`Processing failed for ${file.title}: see why`}
          >
            Failed: see why
          </Button>
        ) : null}
      </Box>

      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0, order: { xs: 4, sm: 0 } }}>
        {state === 'processed' ? <ExportButton variant="icon" target={{ id: file.id, title: file.title }} /> : null}
        <RenameFileButton file={{ id: file.id, title: file.title }} />
        <Tooltip title="Download original">
          <span>
            <IconButton
              aria-label={`Download original of ${file.title}`}
              loading={downloading}
              onClick={() => void download({ id: file.id, fallbackName: file.title })}
            >
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${file.title}`} onClick={() => onDelete(file)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
});

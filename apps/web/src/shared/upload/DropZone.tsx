import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MEDIA_ACCEPT } from '@scriptloom/contracts';
import { useRef, useState, type DragEvent } from 'react';
import { CloudUploadIcon } from '../../components/icons';
import { formatMegabytes } from '../files/format';

interface DropZoneProps {
  file: File | null;
  onFile: (file: File) => void;
  disabled: boolean;
}

/**
 * Drag a recording here or choose one. The real control is the (visually hidden) file input with
 * its own label, so keyboard and screen-reader users get the browser's native picker.
 */
export function DropZone({ file, onFile, disabled }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <Box
      onDragOver={(event) => {
        // Without preventDefault the browser would open the dropped file instead of handing it over.
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'rgba(6, 89, 249, 0.06)' : 'background.default',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        position: 'relative',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
      {file ? (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="selected-file">
          {file.name}{' '}
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
            ({formatMegabytes(file.size)})
          </Typography>
        </Typography>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>Drag an audio or video file here</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {file ? 'Drop another file to replace it, or' : 'or'}
      </Typography>
      <input
        ref={input}
        id="upload-file-input"
        type="file"
        accept={MEDIA_ACCEPT}
        aria-label="Audio or video file"
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Choosing the same file again after an error must still fire a change.
          event.target.value = '';
        }}
      />
      <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
        {file ? 'Choose a different file' : 'Choose a file'}
      </Button>
    </Box>
  );
}

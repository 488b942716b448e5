import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ExportFormat, ExportPart } from '@scriptloom/contracts';
import { EXPORT_PART_LABELS, EXPORT_PARTS } from './export-choices';
import { optionNote } from './option-formats';
import { testIdSlot } from './test-id';

interface ExportPartsProps {
  format: ExportFormat;
  parts: readonly ExportPart[];
  onToggle: (part: ExportPart, on: boolean) => void;
}

/**
 * The insight parts a document may carry. Shown for every format, so a person looking for the
 * summary learns which formats can hold it; disabled (choices kept) for the others.
 */
export function ExportParts({ format, parts, onToggle }: ExportPartsProps) {
  const note = optionNote('parts', format);
  return (
    <Box
      component="fieldset"
      disabled={note !== null}
      aria-describedby={note ? 'export-parts-note' : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" disabled={note !== null}>
        Also include
      </FormLabel>
      <FormGroup row>
        {EXPORT_PARTS.map((part) => (
          <FormControlLabel
            key={part}
            label={EXPORT_PART_LABELS[part]}
            disabled={note !== null}
            control={
              <Checkbox
                checked={parts.includes(part)}
                onChange={(event) => onToggle(part, event.target.checked)}
                slotProps={{ input: testIdSlot(`export-part-${part}`) }}
              />
            }
          />
        ))}
      </FormGroup>
      {note ? (
        <FormHelperText id="export-parts-note" data-testid="export-parts-note" sx={{ mt: 0 }}>
          {note}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

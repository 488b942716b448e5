import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ExportFormat } from '@scriptloom/contracts';
import type { ExportChoices } from './export-choices';
import { optionNote, type ExportSwitch } from './option-formats';
import { testIdSlot } from './test-id';

const SWITCHES: { key: ExportSwitch; label: string; testId: string }[] = [
  { key: 'speakers', label: 'Speaker names', testId: 'export-speakers' },
  { key: 'timestamps', label: 'Timestamps', testId: 'export-timestamps' },
  { key: 'struck', label: 'Keep struck-out words', testId: 'export-struck' },
];

interface ExportSwitchesProps {
  format: ExportFormat;
  choices: Pick<ExportChoices, ExportSwitch>;
  onChange: (key: ExportSwitch, on: boolean) => void;
}

/**
 * Speaker names, timestamps and struck-out words. A switch the chosen format does not use is shown
 * disabled with a note saying where it counts, keeping its setting for the formats that use it.
 */
export function ExportSwitches({ format, choices, onChange }: ExportSwitchesProps) {
  return (
    <FormGroup>
      {SWITCHES.map(({ key, label, testId }) => {
        const note = optionNote(key, format);
        const noteId = `${testId}-note`;
        return (
          <Box key={key}>
            <FormControlLabel
              label={label}
              disabled={note !== null}
              control={
                <Switch
                  checked={choices[key]}
                  onChange={(event) => onChange(key, event.target.checked)}
                  slotProps={{
                    input: { ...testIdSlot(testId), ...(note ? { 'aria-describedby': noteId } : {}) },
                  }}
                />
              }
            />
            {note ? (
              <FormHelperText id={noteId} data-testid={noteId} sx={{ mt: -0.75, ml: 6.5 }}>
                {note}
              </FormHelperText>
            ) : null}
          </Box>
        );
      })}
    </FormGroup>
  );
}

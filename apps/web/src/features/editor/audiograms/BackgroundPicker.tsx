import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { AudiogramBackground } from '@scriptloom/contracts';
import type { CSSProperties } from 'react';

/** Out of sight but focusable and read out: the tile around the radio shows its state. */
const hiddenInput: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface BackgroundPickerProps {
  backgrounds: readonly AudiogramBackground[];
  value: string;
  onChange: (backgroundId: string) => void;
  disabled?: boolean;
}

/**
 * The catalogue's backgrounds as a group of radio buttons, each a preview tile with its name: arrow
 * keys move between them as in any radio group, and the chosen one is outlined.
 */
export function BackgroundPicker({ backgrounds, value, onChange, disabled = false }: BackgroundPickerProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1, typography: 'body2', fontWeight: 500 }}>
        Background
      </FormLabel>
      <Box
        data-testid="audiogram-backgrounds"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 84px))', gap: 1 }}
      >
        {backgrounds.map((background) => {
          const checked = background.id === value;
          return (
            <Box
              component="label"
              key={background.id}
              data-testid="audiogram-background"
              data-checked={checked}
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                gap: 0.5,
                p: 0.5,
                borderRadius: 1,
                border: 2,
                borderColor: checked ? 'primary.main' : 'transparent',
                cursor: disabled ? 'default' : 'pointer',
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name="audiogram-background"
                value={background.id}
                checked={checked}
                onChange={() => onChange(background.id)}
                style={hiddenInput}
              />
              <Box
                component="img"
                src={background.preview_url}
                alt=""
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 0.5, bgcolor: 'action.hover' }}
              />
              <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.2, overflowWrap: 'anywhere' }}>
                {background.name}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

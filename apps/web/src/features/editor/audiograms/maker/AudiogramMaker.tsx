import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIOGRAM_LIMITS, type Quote } from '@scriptloom/contracts';
import type { SelectedPassage } from '../audiogram-clips';
import { ClipLook } from './ClipLook';
import { quotePicks } from './maker-choices';
import { PassageChoice } from './PassageChoice';
import { QuoteChoice } from './QuoteChoice';
import { useAudiogramMaker } from './use-audiogram-maker';

interface AudiogramMakerProps {
  fileId: string;
  /** The file's quotes (indexes into this list are what the server takes), null while loading. */
  quotes: readonly Quote[] | null;
  /** The passage selected in the transcript when the area opened. */
  passage: SelectedPassage | null;
  /** The file's chosen background, once the clip list has arrived. */
  fileBackground: string | undefined;
  canMakeReels: boolean;
}

/**
 * What to make and how it looks: quotes to pick (or the selected passage), kind (reels for video
 * files), shape, background; then one request that queues a render per quote.
 */
export function AudiogramMaker({ fileId, quotes, passage, fileBackground, canMakeReels }: AudiogramMakerProps) {
  const maker = useAudiogramMaker({ fileId, fileBackground, canMakeReels });
  const { choices, choose, reel, busy, notice } = maker;
  const { picked } = choices;
  const { tooMany } = quotePicks(picked, quotes?.length ?? null);

  return (
    <Stack spacing={2.5} data-testid="audiogram-maker">
      <ClipLook
        choices={choices}
        choose={choose}
        canMakeReels={canMakeReels}
        reel={reel}
        catalogue={maker.catalogue}
        background={maker.background}
        backgroundsLoading={maker.backgroundsLoading}
        onBackground={maker.chooseBackground}
      />
      <PassageChoice
        passage={passage}
        noun={reel ? 'reel' : 'audiogram'}
        busy={busy}
        onMake={({ start, end }) => void maker.make({ passages: [{ start, end }] })}
      />
      <QuoteChoice
        quotes={quotes}
        picked={picked}
        onToggle={(index) => choose({ type: 'toggleQuote', index })}
        onToggleAll={(count) => choose({ type: 'toggleAllQuotes', count })}
      />

      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {tooMany ? (
          <Typography variant="body2" color="error">
            At most {AUDIOGRAM_LIMITS.maxPerRequest} clips can be made at once.
          </Typography>
        ) : null}
        <Button
          variant="contained"
          data-testid="audiogram-make"
          disabled={busy || picked.length === 0 || tooMany}
          onClick={() => void maker.make({ quotes: picked })}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {reel ? 'Make reels' : 'Make audiograms'}
        </Button>
        {picked.length === 0 && quotes !== null && quotes.length > 0 ? (
          <Typography variant="caption" color="text.secondary">
            Pick one or more quotes.
          </Typography>
        ) : null}
      </Stack>
      <Box role="status" aria-live="polite">
        {notice ? (
          <Alert severity={notice.severity} data-testid="audiogram-notice">
            {notice.text}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}

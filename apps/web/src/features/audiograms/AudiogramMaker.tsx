import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUDIOGRAM_LIMITS,
  AUDIOGRAM_SHAPES,
  AudiogramMessages,
  type AudiogramShape,
  type FromQuotesRequest,
  type MediaClipKind,
  type Quote,
  type ReelFraming,
} from '@scriptloom/contracts';
import { useState, type ReactNode } from 'react';
import { describeApiError } from '../../api/api-error';
import { passageProblem, shortTime, toggleAll, toggleOne, type SelectedPassage } from './audiogram-clips';
import { useGetBackgroundsQuery, useMakeClipsMutation, useUpdateBackgroundMutation } from './audiograms-api';
import { BackgroundPicker } from './BackgroundPicker';

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

const SHAPES = Object.keys(AUDIOGRAM_SHAPES) as AudiogramShape[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What to make and how it looks: quotes to pick (or the selected passage), kind (reels for video
 * files), shape, background; then one request that queues a render per quote.
 */
export function AudiogramMaker({ fileId, quotes, passage, fileBackground, canMakeReels }: AudiogramMakerProps) {
  const [picked, setPicked] = useState<number[]>([]);
  const [kind, setKind] = useState<MediaClipKind>('audiogram');
  const [shape, setShape] = useState<AudiogramShape>('square');
  const [framing, setFraming] = useState<ReelFraming>('blur');
  const [chosenBackground, setChosenBackground] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);

  const backgrounds = useGetBackgroundsQuery();
  const [updateBackground] = useUpdateBackgroundMutation();
  const [makeClips, making] = useMakeClipsMutation();

  const reel = kind === 'reel' && canMakeReels;
  const catalogue = backgrounds.data?.backgrounds ?? [];
  const background =
    chosenBackground ??
    (fileBackground && catalogue.some((b) => b.id === fileBackground) ? fileBackground : undefined) ??
    backgrounds.data?.default_id ??
    '';
  const noun = reel ? 'reel' : 'audiogram';
  const problem = passage ? passageProblem(passage) : null;

  const chooseBackground = (id: string) => {
    setChosenBackground(id);
    // docs/product.md#audiograms: a failure here is ignored; the clip request names the background itself.
    updateBackground({ fileId, backgroundId: id }).catch(() => undefined);
  };

  const make = async (what: Pick<FromQuotesRequest, 'quotes' | 'passages'>) => {
    setNotice(null);
    const body: FromQuotesRequest = reel
      ? { ...what, kind: 'reel', shape: 'portrait', framing }
      : { ...what, kind: 'audiogram', shape, ...(background ? { background } : {}) };
    try {
      await makeClips({ fileId, body }).unwrap();
      setNotice({ severity: 'info', text: AudiogramMessages.queued });
      setPicked([]);
    } catch (error) {
      setNotice({ severity: 'error', text: describeApiError(error).message });
    }
  };

  const busy = making.isLoading;
  const allPicked = quotes !== null && quotes.length > 0 && picked.length === quotes.length;
  const tooMany = picked.length > AUDIOGRAM_LIMITS.maxPerRequest;

  return (
    <Stack spacing={2.5} data-testid="audiogram-maker">
      {canMakeReels ? (
        <FormControl>
          <FormLabel id="audiogram-kind-label" sx={{ typography: 'body2', fontWeight: 500 }}>
            Make
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="audiogram-kind-label"
            value={kind}
            onChange={(event) => setKind(event.target.value as MediaClipKind)}
          >
            <FormControlLabel value="audiogram" control={<Radio size="small" />} label="Audiograms" />
            <FormControlLabel value="reel" control={<Radio size="small" />} label="Video reels (9:16)" />
          </RadioGroup>
        </FormControl>
      ) : null}

      {reel ? (
        <FormControl>
          <FormLabel id="audiogram-framing-label" sx={{ typography: 'body2', fontWeight: 500 }}>
            Framing
          </FormLabel>
          <RadioGroup
            aria-labelledby="audiogram-framing-label"
            value={framing}
            onChange={(event) => setFraming(event.target.value as ReelFraming)}
          >
            <FormControlLabel value="crop" control={<Radio size="small" />} label="Centre crop" />
            <FormControlLabel value="blur" control={<Radio size="small" />} label="Whole frame on blur" />
          </RadioGroup>
        </FormControl>
      ) : (
        <>
          <FormControl>
            <FormLabel id="audiogram-shape-label" sx={{ typography: 'body2', fontWeight: 500 }}>
              Shape
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="audiogram-shape-label"
              value={shape}
              onChange={(event) => setShape(event.target.value as AudiogramShape)}
            >
              {SHAPES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={AUDIOGRAM_SHAPES[value].label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {catalogue.length > 0 ? (
            <BackgroundPicker backgrounds={catalogue} value={background} onChange={chooseBackground} />
          ) : backgrounds.isLoading ? (
            <Typography variant="body2" color="text.secondary">
              Loading backgrounds…
            </Typography>
          ) : null}
        </>
      )}

      <Section title="Selected passage">
        {passage ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" data-testid="audiogram-passage" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1, fontVariantNumeric: 'tabular-nums' }}>
                {shortTime(passage.start)}–{shortTime(passage.end)}
              </Box>
              “{passage.text.length > 240 ? `${passage.text.slice(0, 239)}…` : passage.text}”
            </Typography>
            {problem ? (
              <Typography variant="body2" color="error">
                {problem}
              </Typography>
            ) : null}
            <Button
              variant="outlined"
              size="small"
              disabled={busy || problem !== null}
              onClick={() => void make({ passages: [{ start: passage.start, end: passage.end }] })}
            >
              Make {noun} from selection
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a passage of the transcript, then open this again to make a clip of it.
          </Typography>
        )}
      </Section>

      <Section title="Quotes">
        {quotes === null ? (
          <Typography variant="body2" color="text.secondary">
            Loading quotes…
          </Typography>
        ) : quotes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {AudiogramMessages.noQuotes}
          </Typography>
        ) : (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Quotes to make clips of
            </legend>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={allPicked}
                  indeterminate={picked.length > 0 && !allPicked}
                  onChange={() => setPicked(toggleAll(picked, quotes.length))}
                />
              }
              label={`All quotes (${quotes.length})`}
            />
            <Stack component="ul" spacing={0.5} data-testid="audiogram-quotes" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {quotes.map((quote, i) => (
                <li key={i}>
                  <FormControlLabel
                    data-testid="audiogram-quote"
                    sx={{ alignItems: 'flex-start', mr: 0 }}
                    control={
                      <Checkbox
                        size="small"
                        sx={{ mt: -0.5 }}
                        checked={picked.includes(i)}
                        onChange={() => setPicked(toggleOne(picked, i))}
                      />
                    }
                    label={
                      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                        “{quote.text}”{' '}
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          — {quote.speaker}, {shortTime(quote.start)}
                        </Box>
                      </Typography>
                    }
                  />
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Section>

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
          onClick={() => void make({ quotes: picked })}
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

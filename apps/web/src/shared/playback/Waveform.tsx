import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { downsamplePeaks } from './peaks';

interface WaveformProps {
  values: readonly number[];
  /** Seconds the media lasts. */
  duration: number;
  currentTime: number;
  onSeek: (seconds: number) => void;
  /** Stretches an edit cuts out, shaded over the waveform (docs/product.md#playback). */
  cuts?: readonly WaveformCut[];
  /** Whether playback skips them: shaded strongly then, only outlined when it plays them. */
  cutsSkipped?: boolean;
}

export interface WaveformCut {
  start: number;
  end: number;
  reason?: 'struck' | 'pause';
}

const HEIGHT = 56;
const BAR = 2;
const GAP = 1;

function draw(canvas: HTMLCanvasElement, bars: Float32Array, width: number, color: string) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${HEIGHT}px`;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.scale(ratio, ratio);
  context.clearRect(0, 0, width, HEIGHT);
  context.fillStyle = color;
  bars.forEach((value, i) => {
    // A minimum height keeps silence visible as a line rather than a hole.
    const height = Math.max(2, value * (HEIGHT - 4));
    context.fillRect(i * (BAR + GAP), (HEIGHT - height) / 2, BAR, height);
  });
}

/**
 * The recording's loudness over time. Drawn twice, grey and blue, once per size change; playback
 * only widens the clip of the blue copy, so nothing is redrawn while it plays. An edit's cuts are
 * shaded over it. Pointer-only: the seek slider next to it is the keyboard control.
 */
export function Waveform({ values, duration, currentTime, onSeek, cuts, cutsSkipped = true }: WaveformProps) {
  const container = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const played = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!width || !base.current || !played.current) return;
    const bars = downsamplePeaks(values, Math.floor(width / (BAR + GAP)));
    draw(base.current, bars, width, '#C5CEE0');
    draw(played.current, bars, width, '#0659F9');
  }, [values, width]);

  const seek = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !duration) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) * duration);
  };

  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <Box
      ref={container}
      onClick={seek}
      aria-hidden="true"
      data-testid="waveform"
      sx={{ position: 'relative', height: HEIGHT, cursor: 'pointer', width: '100%' }}
    >
      <canvas ref={base} style={{ position: 'absolute', inset: 0 }} />
      <Box
        sx={{ position: 'absolute', top: 0, bottom: 0, left: 0, overflow: 'hidden' }}
        style={{ width: `${percent}%` }}
      >
        <canvas ref={played} style={{ position: 'absolute', top: 0, left: 0 }} />
      </Box>
      {duration > 0 && cuts
        ? cuts.map((cut) => (
            // Positioned in percent of the length: a resize moves them with the bars, no redraw.
            <Box
              key={`${cut.start}-${cut.end}`}
              data-testid="waveform-cut"
              data-reason={cut.reason}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                // At least a pixel: a 0.2 s "um" in an hour is far narrower, and must still show.
                minWidth: '1px',
                pointerEvents: 'none',
                // Struck words red, shortened pauses grey.
                bgcolor: cut.reason === 'pause' ? 'rgba(120, 130, 150, 0.28)' : 'rgba(211, 47, 47, 0.3)',
                opacity: cutsSkipped ? 1 : 0.45,
              }}
              style={{
                left: `${(Math.min(cut.start, duration) / duration) * 100}%`,
                width: `${((Math.min(cut.end, duration) - Math.min(cut.start, duration)) / duration) * 100}%`,
              }}
            />
          ))
        : null}
    </Box>
  );
}

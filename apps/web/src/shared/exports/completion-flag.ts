import { EXPORT_FLAG_RESET_MS } from '@scriptloom/contracts';

/**
 * Where an export stands, for the dialog's button:
 * - idle: ready to export;
 * - exporting: the request is under way (progress on the button);
 * - done: the file was handed to the browser ("Exported");
 * - settling: the flag has reset; the dialog closes (and the button becomes usable) when this ends.
 */
export type ExportPhase = 'idle' | 'exporting' | 'done' | 'settling';

export interface ExportProgressOptions {
  onChange: (phase: ExportPhase) => void;
  /** Called when the settling phase ends (the dialog closes). */
  onSettled?: () => void;
  /** docs/product.md#exports-and-captions: the completion flag resets about 2 s after an export, then 1 s later. */
  resetMs?: readonly [number, number];
}

/**
 * The export completion flag as a small state machine with its two timers, kept out of React so the
 * timing can be tested with fake timers and a closed dialog can cancel what is pending.
 */
export class ExportProgress {
  private phase: ExportPhase = 'idle';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private run = 0;
  private readonly resetMs: readonly [number, number];

  constructor(private readonly options: ExportProgressOptions) {
    this.resetMs = options.resetMs ?? EXPORT_FLAG_RESET_MS;
  }

  get current(): ExportPhase {
    return this.phase;
  }

  /** False while an export runs or its flag is still showing: one export at a time. */
  get canStart(): boolean {
    return this.phase === 'idle';
  }

  /**
   * Begins an export and returns its run number, to hand to succeed or fail; null (and nothing
   * changes) when an export is already under way or settling.
   */
  start(): number | null {
    if (!this.canStart) return null;
    this.run += 1;
    this.set('exporting');
    return this.run;
  }

  succeed(run: number): void {
    if (!this.isCurrent(run)) return;
    this.set('done');
    this.timer = setTimeout(() => {
      this.set('settling');
      this.timer = setTimeout(() => {
        this.timer = null;
        this.set('idle');
        this.options.onSettled?.();
      }, this.resetMs[1]);
    }, this.resetMs[0]);
  }

  /** A failed export is reported by a toast; the button is usable again at once. */
  fail(run: number): void {
    if (!this.isCurrent(run)) return;
    this.set('idle');
  }

  /**
   * Stops pending timers (the dialog was closed or unmounted) and returns to idle without settling.
   * An export still in flight finishes (its file is still saved) but no longer moves the flag.
   */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.run += 1;
    this.set('idle');
  }

  // A run cancelled (or superseded) meanwhile no longer owns the flag.
  private isCurrent(run: number): boolean {
    return run === this.run && this.phase === 'exporting';
  }

  private set(phase: ExportPhase): void {
    if (phase === this.phase) return;
    this.phase = phase;
    this.options.onChange(phase);
  }
}

import { DOWNLOAD_POPUP_CLOSE_MS } from '@scriptloom/contracts';

/**
 * Closes something after a delay, once: the /download page's popup (docs/product.md#bulk-download: 3 s after the
 * download starts). Opening it again restarts the delay; closing it early cancels the timer.
 */
export class AutoCloseTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onClose: () => void,
    private readonly delayMs: number = DOWNLOAD_POPUP_CLOSE_MS,
  ) {}

  get pending(): boolean {
    return this.timer !== null;
  }

  open(): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onClose();
    }, this.delayMs);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

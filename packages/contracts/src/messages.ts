/**
 * Fixed user-facing messages of the web app (docs/product.md#session-in-the-browser, docs/product.md#notices-and-overlays).
 * `{product}` is filled in with the product name.
 */
export const Messages = {
  signInRequired: (product: string) => `You must sign in to your ${product} AI account to continue.`,
  network: 'Network connectivity issue. Please check your internet connection.',
  loadingOverlay: 'One moment please...',
  verifyNow: 'Verify Now',
  chunkLoadFailed: 'Loading chunk failed',
} as const;

/** Toasts and context notifications close after this long when autoClose is set (docs/product.md#notices-and-overlays). */
export const TOAST_AUTO_CLOSE_MS = 4000;

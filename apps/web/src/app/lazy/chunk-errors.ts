/** docs/product.md#routes-of-the-web-app: a missing style chunk has its own message and code. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
export const CSS_CHUNK_FAILED_MESSAGE = 'Loading CSS chunk failed';

/**
 * What browsers and Vite say when a lazily imported file cannot be fetched: typically after a deploy
 * replaced the hashed files the open page still refers to, or when the connection dropped.
 */
const SCRIPT_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk .* failed/i,
  /ChunkLoadError/i,
];
const CSS_PATTERN = /Unable to preload CSS|Loading CSS chunk/i;

export type ChunkFailure = 'script' | 'css' | null;

export function classifyChunkError(error: unknown): ChunkFailure {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (CSS_PATTERN.test(text)) return 'css';
  return SCRIPT_PATTERNS.some((pattern) => pattern.test(text)) ? 'script' : null;
}

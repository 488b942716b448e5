import type { InsightContext, InsightSource } from '../types.js';

/** Stub: written by the local-writers work. */
export function writeCaptions(source: InsightSource, context: InsightContext): string[] {
  void source;
  void context;
  throw new Error('not built yet');
}

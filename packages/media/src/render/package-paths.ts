import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * This package's folder, found through its own name rather than this file's address: the compiled
 * server bundles this code into apps/server/dist, where a path relative to the module would point
 * nowhere (the same way packages/db finds its migrations).
 */
export const MEDIA_PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@scriptloom/media/package.json'));

/** Where the shipped background images and their previews live. */
export const BACKGROUNDS_DIR = path.join(MEDIA_PACKAGE_DIR, 'assets', 'backgrounds');

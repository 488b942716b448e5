import fs from 'node:fs';
import type { AudiogramBackgroundsResponse } from '@scriptloom/contracts';
import { BACKGROUNDS, backgroundPreviewPath, DEFAULT_BACKGROUND_ID } from '@scriptloom/media';
import { notFound } from '../../lib/app-error.js';

/** Where the API serves a background's preview (no sign-in: it is the product's own artwork). */
export const previewUrl = (id: string) => `/api/audiogram/backgrounds/${encodeURIComponent(id)}/preview.png`;

/** `GET /audiogram/backgrounds`: the catalogue shipped with the product (docs/product.md#audiograms). */
export function listBackgrounds(): AudiogramBackgroundsResponse {
  return {
    backgrounds: BACKGROUNDS.map((b) => ({ id: b.id, name: b.name, kind: b.kind, preview_url: previewUrl(b.id) })),
    default_id: DEFAULT_BACKGROUND_ID,
  };
}

/** The preview image (PNG), or 404 for an id the catalogue does not have. */
export function backgroundPreview(id: string): fs.ReadStream {
  const file = backgroundPreviewPath(id);
  if (!file) throw notFound('Background not found.');
  return fs.createReadStream(file);
}

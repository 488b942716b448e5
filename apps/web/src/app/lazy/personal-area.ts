import { lazyChunk } from './lazy-chunk';

/**
 * The second of the two on-demand screen areas (docs/product.md#routes-of-the-web-app): the personal user's workspace ("Your files"
 * on the dashboard). It takes `isEnabled`, true when the stored userInfo exists and its org_role is
 * null; organisation members get their files from the enterprise side instead, so for them the area
 * renders nothing.
 */
export const PersonalArea = lazyChunk('PersonalArea', () => import('../areas/PersonalArea'));

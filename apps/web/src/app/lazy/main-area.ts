import { lazyChunk } from './lazy-chunk';

/**
 * The first of the two on-demand screen areas (docs/product.md#routes-of-the-web-app): the signed-in application (dashboard, account
 * settings). The auth pages stay in the entry bundle: they are the first screen of every signed-out
 * visit, so loading them on demand would only add a round trip.
 *
 * Only the router imports this module. The area's own pages import `LazyArea` and the personal area
 * from modules of their own, so no page imports the module that loads it (which would be a circle).
 */
export const MainArea = lazyChunk('MainArea', () => import('../areas/MainArea'));

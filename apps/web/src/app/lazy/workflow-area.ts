import { lazyChunk } from './lazy-chunk';

/**
 * The organisation's workflow screens (docs/product.md#routes-of-the-web-app): the list and one
 * workflow's page with its editor. Loaded on demand: personal users never need them.
 */
export const WorkflowArea = lazyChunk('WorkflowArea', () => import('../areas/WorkflowArea'));

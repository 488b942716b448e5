// Preloaded into the CPU pool's threads when the server runs from TypeScript sources (see
// cpu-pool.ts). `--import tsx` is not enough there: on Node 20, tsx installs its loader only in
// the main thread, so each worker registers it itself.
import { register } from 'tsx/esm/api';

register();

import { ACCOUNT_REQUESTS } from './accounts.js';
import { FEED_REQUESTS } from './feeds.js';
import { FILE_REQUESTS } from './files.js';
import { PEOPLE_REQUESTS } from './people.js';
import { PUBLISH_REQUESTS } from './publish.js';
import { SHARE_REQUESTS } from './share.js';
import type { RequestSpec } from './spec.js';
import { WORKFLOW_REQUESTS } from './workflows.js';

export type { CaseInput, FileCaseInput, FileSpec, PlainSpec, PreparedRequest, RequestSpec, World } from './spec.js';

/**
 * How the permission matrix test makes each row's request: a VALID one, with real ids and bodies,
 * so that it can succeed (docs/product.md#permission-matrix). Keyed like the table's rows
 * (`rowKey`). Nothing here knows what the answer should be: that is the table's alone.
 */
export const REQUESTS: Record<string, RequestSpec> = {};
for (const area of [
  ACCOUNT_REQUESTS,
  FILE_REQUESTS,
  WORKFLOW_REQUESTS,
  PEOPLE_REQUESTS,
  FEED_REQUESTS,
  PUBLISH_REQUESTS,
  SHARE_REQUESTS,
]) {
  for (const [key, spec] of Object.entries(area)) {
    if (key in REQUESTS) throw new Error(`two requests for ${key}`);
    REQUESTS[key] = spec;
  }
}

import type { HealthResponse } from '@scriptloom/contracts';
import { APP_VERSION } from '../../version.js';
import type { ServiceContext } from '../context.js';

/** `GET /health`: answering at all is the check; the rest tells which build and setup answered. */
export function health(ctx: ServiceContext, database: HealthResponse['database']): HealthResponse {
  return {
    status: 'ok',
    product: ctx.config.productName,
    database,
    role: ctx.config.role,
    version: APP_VERSION,
  };
}

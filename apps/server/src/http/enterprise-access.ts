import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  ENTERPRISE_PATH_PREFIXES,
  ENTERPRISE_PERMISSIONS,
  mayCall,
  type EnterpriseAccessRole,
  type EnterpriseRoute,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { forbidden } from '../lib/app-error.js';
import type { ServiceContext } from '../services/context.js';
import { authenticate } from './authenticate.js';

const API_PREFIX = '/api';

/** The table key of a route as Fastify registers it (`/api/enterprise/workflow/:id`), or undefined outside the enterprise side. */
export function enterpriseRouteKey(method: string, url: string): string | undefined {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const enterprise = ENTERPRISE_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
  return enterprise ? `${method} ${path}` : undefined;
}

/** The role a signed-in person acts in: their organisation role, or `personal`. */
export function accessRoleOf(user: Pick<UserRow, 'org_id' | 'org_role'>): EnterpriseAccessRole {
  if (!user.org_id) return 'personal';
  const role = user.org_role;
  return role === 'admin' || role === 'qa' || role === 'reviewer' ? role : 'personal';
}

/**
 * Installs the enterprise permission table (docs/product.md#enterprise-permissions) on every route
 * registered after it: a route on an enterprise path must be in ENTERPRISE_PERMISSIONS or the app
 * refuses to start, and each one first authenticates (401) and then checks the caller's role (403),
 * before its body is validated.
 * Routes need do nothing themselves, so none can forget.
 */
export function installEnterpriseAccess(app: FastifyInstance, ctx: ServiceContext): void {
  const signIn = authenticate(ctx);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = enterpriseRouteKey(method, route.url);
      if (key === undefined) continue;
      if (!(key in ENTERPRISE_PERMISSIONS)) {
        throw new Error(`The enterprise route ${key} has no entry in ENTERPRISE_PERMISSIONS (packages/contracts).`);
      }
      const guard = async (request: FastifyRequest, reply: Parameters<typeof signIn>[1]) => {
        if (!request.user) await signIn(request, reply);
        if (!mayCall(key as EnterpriseRoute, accessRoleOf(request.user!))) {
          throw forbidden('Your role in the organisation does not allow this.');
        }
      };
      // Before validation: a caller who may not use the route learns nothing about its body (and
      // gets 401/403 whatever they send), so a wrong body never turns a refusal into a 400.
      const existing = route.preValidation;
      route.preValidation = [guard, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
    }
  });
}

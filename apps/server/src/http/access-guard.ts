import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  actorOf,
  canCall,
  ENTERPRISE_PATH_PREFIXES,
  ENTERPRISE_PERMISSIONS,
  type EnterpriseRoute,
} from '@scriptloom/contracts';
import { forbidden } from '../lib/app-error.js';
import type { ServiceContext } from '../services/context.js';
import { authenticate } from './authenticate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without sign-in (docs/product.md#permission-matrix): sign-in, health, a
     * signed link's download, the processor's webhook, ... Every other route under /api requires a
     * valid token, so a route that forgets to say anything is protected, not open.
     */
    public?: true;
  }
}

const API_PREFIX = '/api';

/** The table key of a route as Fastify registers it (`/api/enterprise/workflow/:id`), or undefined outside the enterprise side. */
export function enterpriseRouteKey(method: string, url: string): string | undefined {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const enterprise = ENTERPRISE_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
  return enterprise ? `${method} ${path}` : undefined;
}

/**
 * Installs who may call what on every route registered after it (docs/product.md#permission-matrix):
 * every route under /api requires sign-in (401) unless it declares `config: { public: true }`; a
 * route on an enterprise path must be in ENTERPRISE_PERMISSIONS, or the app refuses to start, and
 * its caller's role is checked against it (403). Both run before the body is validated, so a caller
 * who may not use a route learns nothing about its body and a wrong body never turns a refusal
 * into a 400. Routes need do nothing themselves, so none can forget; what a caller may do to one
 * file, workflow or member is the policy's, asked by the services.
 */
export function installAccessGuard(app: FastifyInstance, ctx: ServiceContext): void {
  const signIn = authenticate(ctx);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API_PREFIX}/`) || route.config?.public) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const keys = methods.filter((m) => m !== 'HEAD').map((m) => enterpriseRouteKey(m, route.url));
    for (const key of keys) {
      if (key !== undefined && !(key in ENTERPRISE_PERMISSIONS)) {
        throw new Error(`The enterprise route ${key} has no entry in ENTERPRISE_PERMISSIONS (packages/contracts).`);
      }
    }
    const guard = async (request: FastifyRequest, reply: Parameters<typeof signIn>[1]) => {
      if (!request.user) await signIn(request, reply);
      const key = enterpriseRouteKey(request.method, route.url);
      if (key === undefined) return;
      const decision = canCall(actorOf(request.user!), key as EnterpriseRoute);
      if (!decision.allowed) throw forbidden(decision.message);
    };
    const existing = route.preValidation;
    route.preValidation = [guard, ...(existing ? (Array.isArray(existing) ? existing : [existing]) : [])];
  });
}

/** Spread into a route's options to declare it open without sign-in: `{ ...publicRoute, schema }`. */
export const publicRoute = { config: { public: true } } as const;

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ActiveSession } from '#server/features/admin/sessions.ts';
import { HttpError } from '#server/http-error.ts';
import { defineErrors } from '#shared/errors.ts';
import { can, type Permission, secondFactorRequired } from '#shared/permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a volunteer's role needs for this back-office route (issue 15 item 2, decision 187). */
    permission?: Permission;
    /**
     * A read of personal data in bulk (a CSV export, a whole list) or in detail (one registration): recorded in the
     * audit trail as a read of this entity (issue 15 item 4, decision 189).
     */
    auditRead?: string;
    /** The entity a write is recorded as, when its URL pattern says otherwise (decision 189; default: audit/describe.ts entityOf). */
    auditEntity?: string;
    /**
     * The handler writes its own, richer audit entry (invited, role_changed, second_factor_enabled…, in its own
     * transaction): the back office's hook writes none for it, so one request leaves one entry (decision 189).
     */
    auditByHandler?: true;
  }
}

export const permissionMessages = defineErrors(
  'permission',
  {
    forbidden: 'No teniu permís per fer això.',
    secondFactorSetup: 'Cal activar la verificació en dos passos per continuar.',
  },
  'backOffice',
);

/**
 * Every back-office route declares its permission next to its definition: one registered without one stops the
 * server at start, so a new route cannot be forgotten (fail closed).
 */
export function requirePermissionDeclarations(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const permission = (route.config as { permission?: Permission } | undefined)?.permission;
    if (!permission) throw new Error(`Back-office route without a permission: ${String(route.method)} ${route.url}`);
  });
}

/**
 * The one check (run by requireAdmin after the session): a role that needs a second factor and has none yet may
 * only reach its own account ('self'); otherwise the route's permission must be the role's.
 */
export function authorize(request: FastifyRequest, session: ActiveSession): void {
  const permission = request.routeOptions.config.permission;
  if (!permission) throw new HttpError(403, permissionMessages.forbidden);
  if (permission !== 'self' && secondFactorRequired[session.role] && !session.totpEnabled) {
    throw new HttpError(403, permissionMessages.secondFactorSetup);
  }
  if (!can(session.role, permission)) throw new HttpError(403, permissionMessages.forbidden);
}

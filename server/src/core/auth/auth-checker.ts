import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import { AppError, MESSAGES } from '../errors/app-error.js';
import type { Context } from '../context.js';
import { viewerRoles, type Role, type Viewer } from './viewer.js';

/** The one gate: no viewer → UNAUTHENTICATED; viewer without any of the roles → FORBIDDEN. */
export function assertRoles(viewer: Viewer | undefined, roles: readonly Role[]): void {
  if (roles.length === 0) return;
  if (!viewer) throw AppError.unauthenticated();
  const has = viewerRoles(viewer);
  if (!roles.some((role) => has.includes(role))) {
    if (roles.includes('READER_CARD') && has.includes('READER')) throw AppError.forbidden(MESSAGES.readerCardRequired);
    throw AppError.forbidden();
  }
}

export class AuthChecker implements AuthCheckerInterface<Context, Role> {
  check({ context }: ResolverData<Context>, roles: Role[]): boolean {
    assertRoles(context.viewer, roles);
    return true;
  }
}

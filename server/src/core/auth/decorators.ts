import type { GraphQLField } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { Role } from './viewer.js';

/** The `auth` extension these decorators put on a root field. */
export interface AuthExtension {
  public?: true;
  roles?: Role[];
}

/** The roles a root field declares (none for a @Public() one): what the REST face checks before reading a body. */
export function declaredRoles(field: GraphQLField<unknown, unknown>): Role[] {
  return (field.extensions?.auth as AuthExtension | undefined)?.roles ?? [];
}

/**
 * Every root field carries exactly one of these (default deny, checked by a schema test).
 * The `auth` extension is what that test reads.
 */
export function Public(): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ auth: { public: true } })(target, key, descriptor);
  };
}

export function Roles(...roles: [Role, ...Role[]]): MethodDecorator {
  return (target, key, descriptor) => {
    Authorized(...roles)(target, key, descriptor as TypedPropertyDescriptor<unknown>);
    Extensions({ auth: { roles } })(target, key, descriptor);
  };
}

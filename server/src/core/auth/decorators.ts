import { Authorized, Extensions } from 'type-graphql';
import type { Role } from './viewer.js';

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

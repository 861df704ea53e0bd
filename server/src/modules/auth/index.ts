import type { PortalModule } from '../../core/module.js';
import { registerAuthSweep } from './auth-sweep.job.js';
import { AuthCode } from './auth-code.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { ReaderAccountResolver } from './reader-account.resolver.js';

/** The request context reads the viewer from the bearer token through it. */
export { AuthService } from './auth.service.js';

export const authModule: PortalModule = {
  name: 'auth',
  entities: [AuthCode],
  resolvers: [AuthResolver, ReaderAccountResolver],
  registerJobs: registerAuthSweep,
};

import type { PortalModule } from '../../core/module.js';
import { registerAuthSweep } from './auth-sweep.job.js';
import { AuthCode } from './auth-code.entity.js';
import { LoginFailure } from './login-failure.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { ReaderAccountResolver } from './reader-account.resolver.js';

/** The request context reads the viewer from the bearer token through it. */
export { AuthService } from './auth.service.js';
/** Failed logins by address over the last day (the security check, 安全检测). */
export { failingAddresses, LOGIN_FAILURE_KEEP_MS, LoginFailure, type FailingAddress } from './login-failure.entity.js';

export const authModule: PortalModule = {
  name: 'auth',
  entities: [AuthCode, LoginFailure],
  resolvers: [AuthResolver, ReaderAccountResolver],
  registerJobs: registerAuthSweep,
};

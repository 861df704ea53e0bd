import { isIP } from 'node:net';
import { ConfigError } from './config.js';

/**
 * Express's `trust proxy` setting (app.ts hands it over as it is; Express parses it): `false` trusts
 * no peer, a number trusts that many hops in front of the portal, and a comma-separated string trusts
 * the peers it names (addresses, CIDR subnets, `loopback`, `linklocal`, `uniquelocal`). `true`
 * (every peer) is for development only. Whom it trusts decides req.ip (rate limits, login failures,
 * audit logs) and req.secure / req.protocol (the security check's HTTPS rule).
 */
export type TrustProxy = boolean | number | string;

/** Express's (proxy-addr's) names of address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const NONE = ['false', 'off', 'none', '0'];
const MAX_HOPS = 16;

const SYNTAX = `a hop count (1–${MAX_HOPS}), addresses or CIDR subnets and the names loopback, linklocal, uniquelocal separated by commas, or false/off`;

/** One entry of a list: a range name, an address, or an address/prefix length. */
function entry(raw: string, given: string): string {
  const name = raw.toLowerCase();
  if (RANGE_NAMES.includes(name)) return name;
  const [address, prefix, extra] = raw.split('/');
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (!family || !prefixOk || extra !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${raw}" is not an address, a CIDR subnet or one of ${RANGE_NAMES.join(', ')} (TRUST_PROXY must be ${SYNTAX}, got "${given}")`,
    );
  }
  return raw;
}

/**
 * TRUST_PROXY: whose X-Forwarded-For / X-Forwarded-Proto / X-Forwarded-Host the portal believes.
 * Default `loopback`: a reverse proxy on the same host. Checked here so that a typo stops the start
 * instead of trusting nobody (every reader one address, shut out together) or everybody.
 */
export function trustProxyConfig(env: NodeJS.ProcessEnv, production: boolean): TrustProxy {
  const given = (env.TRUST_PROXY ?? '').trim();
  if (!given) return 'loopback';
  const lower = given.toLowerCase();
  if (NONE.includes(lower)) return false;
  if (lower === 'true') {
    if (production) {
      throw new ConfigError(
        'TRUST_PROXY=true is refused when NODE_ENV=production: it trusts every peer, so any client could forge X-Forwarded-For ' +
          '(and escape the login and SMS limits per address, or write another address into the logs) and X-Forwarded-Proto; ' +
          'name the proxies instead (their addresses or subnets, e.g. 10.0.0.0/8) or give the hop count',
      );
    }
    return true;
  }
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > MAX_HOPS) throw new ConfigError(`TRUST_PROXY must be ${SYNTAX}, got "${given}"`);
    return hops;
  }
  const entries = given.split(',').map((part) => part.trim());
  if (entries.some((part) => !part)) throw new ConfigError(`TRUST_PROXY has an empty entry (TRUST_PROXY must be ${SYNTAX}, got "${given}")`);
  return entries.map((part) => entry(part, given)).join(',');
}

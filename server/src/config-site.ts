import { DEMO_LIBRARY } from './seeders/demo-site.js';
import { ConfigError } from './config.js';

/**
 * The library the site presents (SITE_NAME, LIBRARY_*): the header's phone and opening hours, the
 * footer's address, the pages' titles, feeds, posters and harvesters. The browser gets it with every
 * page (core/site-identity.ts). Empty strings are not shown.
 */
export interface SiteConfig {
  /** SITE_NAME: the library's name. */
  name: string;
  /** SITE_NAME_EN: its name in English, under the Chinese one in the header and footer. */
  englishName: string;
  /** LIBRARY_PHONE: the enquiries line (咨询电话). */
  phone: string;
  /** LIBRARY_ADDRESS and LIBRARY_POSTCODE: the main library's address. */
  address: string;
  postcode: string;
  /** LIBRARY_HOURS: opening hours as readers read them; a part in brackets is left out where space is short. */
  openingHours: string;
  /** LIBRARY_EMAIL: the library's contact address, also given to harvesters (OAI-PMH Identify). */
  email?: string;
  /** SITE_ICP: the ICP filing number the footer must show (备案号). */
  icp: string;
}

const LENGTHS: Record<string, number> = {
  SITE_NAME: 60,
  SITE_NAME_EN: 100,
  LIBRARY_PHONE: 40,
  LIBRARY_ADDRESS: 200,
  LIBRARY_POSTCODE: 12,
  LIBRARY_HOURS: 200,
  SITE_ICP: 60,
};

/**
 * Read from the environment. Outside production, with SITE_NAME unset, the demo library's identity
 * (seeders/demo-site.ts) fills what is unset: the demo data describes that library. With SITE_NAME
 * set, or in production (where loadConfig requires it), only what is set is shown.
 */
export function siteConfig(env: NodeJS.ProcessEnv, production: boolean): SiteConfig {
  const demo = !production && !env.SITE_NAME?.trim();
  const text = (name: string, demoValue: string) => {
    const raw = env[name]?.trim() ?? '';
    if ([...raw].length > LENGTHS[name]) throw new ConfigError(`${name} must be at most ${LENGTHS[name]} characters long`);
    if (/[\r\n<>]/.test(raw)) throw new ConfigError(`${name} must be one line of text without < or >, got "${raw}"`);
    return raw || (demo ? demoValue : '');
  };
  const phone = text('LIBRARY_PHONE', DEMO_LIBRARY.phone);
  if (phone && !/^[\d\s()+-]+(转\d+)?$/.test(phone))
    throw new ConfigError(`LIBRARY_PHONE must be a telephone number such as 0571-86001234, got "${phone}"`);
  return {
    name: text('SITE_NAME', DEMO_LIBRARY.name),
    englishName: text('SITE_NAME_EN', DEMO_LIBRARY.englishName),
    phone,
    address: text('LIBRARY_ADDRESS', DEMO_LIBRARY.address),
    postcode: text('LIBRARY_POSTCODE', DEMO_LIBRARY.postcode),
    openingHours: text('LIBRARY_HOURS', DEMO_LIBRARY.openingHours),
    email: libraryEmail(env) ?? (demo ? DEMO_LIBRARY.email : undefined),
    icp: text('SITE_ICP', DEMO_LIBRARY.icp),
  };
}

function libraryEmail(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.LIBRARY_EMAIL?.trim();
  if (raw && !/^[^\s@]+@([^\s@.]+\.)+[^\s@.]+$/.test(raw)) throw new ConfigError(`LIBRARY_EMAIL must be an e-mail address, got "${raw}"`);
  return raw || undefined;
}

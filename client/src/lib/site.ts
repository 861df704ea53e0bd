/**
 * The library this portal presents: its name, contact and opening hours, as the portal's
 * environment says (SITE_NAME, LIBRARY_PHONE…; server/src/config-site.ts). Every page the portal
 * serves carries them in a JSON element (server/src/core/site-identity.ts), read here as the app's
 * code first runs, so the header shows them from its first paint; the server renderer hands them to
 * `setSite` before it renders (entry-server.tsx). An empty field is not shown.
 */

/** The id of the element the portal writes them in (server/src/core/site-identity.ts, SITE_IDENTITY_ID). */
export const SITE_IDENTITY_ID = 'site-identity';

export interface SiteIdentity {
  name: string;
  englishName: string;
  phone: string;
  address: string;
  postcode: string;
  openingHours: string;
  email: string;
  icp: string;
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  url: string;
  /** LIBRARY_TIME_ZONE: the library's dates and times are shown on its clock (lib/library-time.ts). */
  timeZone: string;
}

/** Nothing known yet; the time zone is LIBRARY_TIME_ZONE's default (server/src/core/library-time.ts). */
const NONE: SiteIdentity = {
  name: '',
  englishName: '',
  phone: '',
  address: '',
  postcode: '',
  openingHours: '',
  email: '',
  icp: '',
  url: '',
  timeZone: 'Asia/Shanghai',
};

/** The identity a page carries, or undefined when it carries none (a page the portal did not serve). */
export function readSiteIdentity(doc: Document): SiteIdentity | undefined {
  const text = doc.getElementById(SITE_IDENTITY_ID)?.textContent;
  return text ? { ...NONE, ...(JSON.parse(text) as Partial<SiteIdentity>) } : undefined;
}

/** Read where its fields are used (while rendering), never copied at a module's start: the server renderer sets it first. */
export const SITE: Readonly<SiteIdentity> = { ...NONE, ...(typeof document !== 'undefined' ? readSiteIdentity(document) : undefined) };

export function setSite(identity: Partial<SiteIdentity>): void {
  Object.assign(SITE, NONE, identity);
}

/** A telephone number as a tel: link's digits. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The lines whose value is set (`SITE.phone && \`咨询电话：${SITE.phone}\``): a field left empty leaves its line out. */
export const presentLines = (...lines: Array<string | false>): string[] => lines.filter((line): line is string => !!line);

/** `（邮编 310000）`, or nothing without a postcode. */
export const postcodeNote = (postcode: string) => (postcode ? `（邮编 ${postcode}）` : '');

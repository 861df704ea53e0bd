/** Who is making the request, as established from the bearer token. */
export type Role = 'READER' | 'READER_CARD' | 'ADMIN';

/** Login type 2 is the reader card (spec §3); 1 is phone + SMS code. */
export const LOGIN_TYPE_CARD = 2;
export const LOGIN_TYPE_SMS = 1;

/**
 * What the library has granted a reader (用户管理 → 授权, spec §6): CARD_ACCESS lets a phone login
 * open what a reader-card login opens; DOWNLOAD and VENUE_BOOKING are checked where they happen.
 */
export type ReaderRight = 'CARD_ACCESS' | 'DOWNLOAD' | 'VENUE_BOOKING';

export type Viewer =
  | { kind: 'admin'; id: number; username: string; name: string }
  | { kind: 'reader'; id: number; name: string; loginType: number; rights: readonly ReaderRight[] };

export function viewerRoles(viewer: Viewer | undefined): Role[] {
  if (!viewer) return [];
  if (viewer.kind === 'admin') return ['ADMIN'];
  const card = viewer.loginType === LOGIN_TYPE_CARD || viewer.rights.includes('CARD_ACCESS');
  return card ? ['READER', 'READER_CARD'] : ['READER'];
}

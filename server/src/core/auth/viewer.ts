/** Who is making the request, as established from the bearer token. */
export type Role = 'READER' | 'READER_CARD' | 'ADMIN';

/** Login type 2 is the reader card (spec §3); 1 is phone + SMS code. */
export const LOGIN_TYPE_CARD = 2;
export const LOGIN_TYPE_SMS = 1;

export type Viewer = { kind: 'admin'; id: number; username: string; name: string } | { kind: 'reader'; id: number; name: string; loginType: number };

export function viewerRoles(viewer: Viewer | undefined): Role[] {
  if (!viewer) return [];
  if (viewer.kind === 'admin') return ['ADMIN'];
  return viewer.loginType === LOGIN_TYPE_CARD ? ['READER', 'READER_CARD'] : ['READER'];
}

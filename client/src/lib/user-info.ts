/** The stored user info (spec §3): level 1 is the special level. */
export interface StoredUserInfo {
  name: string;
  cardNumber?: string;
  level: number;
}

const KEY = 'userInfo';
/** Spec §6: after this date, users who are not level 1 are flagged by the level check. */
export const LEVEL_CHECK_CUTOFF = new Date('2021-08-29T00:00:00+08:00');
export const SPECIAL_LEVEL = 1;

export function saveUserInfo(info: StoredUserInfo) {
  localStorage.setItem(KEY, JSON.stringify(info));
}

export function loadUserInfo(): StoredUserInfo | undefined {
  // The server renderer renders for a guest.
  if (typeof localStorage === 'undefined') return undefined;
  try {
    const info = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredUserInfo | null;
    return info && typeof info.level === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Readers' places in documents kept on this device (features/reading), one key per reader and document. */
export const READING_KEY_PREFIX = 'reading:';

/** Logging out forgets the user and what they read here (a shared computer keeps no trace of either). */
export function clearUserInfo() {
  localStorage.removeItem(KEY);
  for (const key of Object.keys(localStorage)) if (key.startsWith(READING_KEY_PREFIX)) localStorage.removeItem(key);
}

/** The level check: true when, after the cut-off date, the user is not of the special level. */
export function isLevelFlagged(info: StoredUserInfo | undefined, now: Date = new Date()): boolean {
  return !!info && now > LEVEL_CHECK_CUTOFF && info.level !== SPECIAL_LEVEL;
}

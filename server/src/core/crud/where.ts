/** Helpers for the filter → where-clause maps of CRUD definitions. */

/** `%…%` with the LIKE wildcards of the user's text escaped. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function contains(text: string) {
  return { $ilike: likePattern(text) };
}

/** The filters every managed entity's list has: its enabled and recommended flags. */
export const flagFilters = {
  enabled: (enabled: boolean) => ({ enabled }),
  recommended: (recommended: boolean) => ({ recommended }),
};

/** Helpers for the filter → where-clause maps of CRUD definitions. */

/** The user's text with LIKE's wildcards (and its escape character) escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%…%` with the LIKE wildcards of the user's text escaped. */
export function likePattern(text: string): string {
  return `%${escapeLike(text.trim())}%`;
}

/** `…%`: what starts with the text, its wildcards escaped. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

export function contains(text: string) {
  return { $ilike: likePattern(text) };
}

/** The filters every managed entity's list has: its enabled and recommended flags. */
export const flagFilters = {
  enabled: (enabled: boolean) => ({ enabled }),
  recommended: (recommended: boolean) => ({ recommended }),
};

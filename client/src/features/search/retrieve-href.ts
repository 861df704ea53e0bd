/**
 * The search page's address, apart from the rest of the search state so that the header's search
 * box (on every page) carries no more than this.
 */
export const RETRIEVE_PATH = '/retrieve';

/** A new search for `text` (no filters): `/retrieve?q=…`, with the sort when it is not relevance. */
export function newSearchHref(text: string, sort = 'relevance'): string {
  const params = new URLSearchParams();
  if (text.trim()) params.set('q', text.trim());
  if (sort !== 'relevance') params.set('sort', sort);
  const search = params.toString();
  return search ? `${RETRIEVE_PATH}?${search}` : RETRIEVE_PATH;
}

import { useMatches } from 'react-router-dom';
import type { NewsCategory } from '../../gql/graphql';
import { isNewsCategory } from './categories';

/** The news category of the current route, from its `handle.category` (router.tsx); libraryNews when none. */
export function useRouteNewsCategory(): NewsCategory {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const category = (matches[i].handle as { category?: unknown } | undefined)?.category;
    if (isNewsCategory(category)) return category;
  }
  return 'libraryNews';
}

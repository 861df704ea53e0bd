import { useMatches } from 'react-router-dom';
import type { ResourceKind } from '../../gql/graphql';
import { isResourceKind } from './kinds';

/** The resource kind of the current route, from its `handle.resourceKind` (router.tsx); book when none. */
export function useRouteResourceKind(): ResourceKind {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const kind = (matches[i].handle as { resourceKind?: unknown } | undefined)?.resourceKind;
    if (isResourceKind(kind)) return kind;
  }
  return 'book';
}
